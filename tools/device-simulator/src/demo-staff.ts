import type { FieldDayProfile } from './day-schedule.ts';

export interface DemoStaffMember {
  /** The first name, lowercased: names the ids and the ground truth file. */
  key: string;
  email: string;
  profile: FieldDayProfile;
}

const staff = (key: string, lastName: string, profile: FieldDayProfile): DemoStaffMember => ({
  key,
  email: `${key}.${lastName}@mandovi-field.example`,
  profile,
});

/**
 * The seeded demo company's active field staff, in the order `--employees N` takes them. The
 * server's seed owns these people; keep this list in step with it.
 */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  staff('anthony', 'dsouza', 'waste'),
  staff('prakash', 'gaonkar', 'waste'),
  staff('sunita', 'sawant', 'waste'),
  staff('joaquim', 'pereira', 'waste'),
  staff('savio', 'rodrigues', 'appliance'),
  staff('ganesh', 'parab', 'appliance'),
  staff('rahul', 'shet', 'appliance'),
  staff('kevin', 'almeida', 'appliance'),
  staff('pooja', 'gaude', 'sales'),
  staff('neil', 'colaco', 'sales'),
  staff('shraddha', 'desai', 'sales'),
];
