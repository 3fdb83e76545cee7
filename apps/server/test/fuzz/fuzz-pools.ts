import fc from 'fast-check';
import { hostileString } from './hostile-values.ts';
import type { FuzzCompany } from './fuzz-company.ts';
import type { FuzzWorld } from './fuzz-world.ts';
import type { FuzzPools } from './schema-arbitrary.ts';

const NIL = '00000000-0000-0000-0000-000000000000';
const MAX = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

function idsOf(co: FuzzCompany, deviceUserId?: string) {
  const users = [co.admin.id, co.supervisor.id, co.worker.id, co.outsider.id];
  if (deviceUserId) users.push(deviceUserId);
  return {
    companyId: [co.companyId],
    userId: users,
    departmentId: [co.departmentId, co.otherDepartmentId],
    id: co.taskIds,
    customerId: co.customerIds,
    workSiteId: [co.workSiteId],
    inviteId: [co.inviteId],
  };
}

type IdKind = keyof ReturnType<typeof idsOf>;

function kindOf(name: string): IdKind | undefined {
  if (/^(userId|employeeId|supervisorId|supervisorAssigned|employeeAssigned)$/.test(name))
    return 'userId';
  if (/^departmentIds?$/.test(name)) return 'departmentId';
  if (name === 'id' || name === 'parentComplaintId') return 'id';
  if (name === 'companyId' || name === 'customerId' || name === 'workSiteId' || name === 'inviteId')
    return name;
  return undefined;
}

/** Upload keys as /uploads/* and /api/upload/local/* see them, and paths that try to escape. */
function uploadKeys(world: FuzzWorld): string[] {
  const keyOf = (url: string) => new URL(url).pathname.replace(/^\/uploads\//, '');
  const a = keyOf(world.a.imageUrl);
  const b = keyOf(world.b.imageUrl);
  return [
    a,
    b,
    `${world.a.companyId}/../${b}`,
    `../${a}`,
    '.incoming/x',
    '..%2F..%2Fpackage.json',
    '%2e%2e/%2e%2e/etc/passwd',
    '',
    '/',
    'a/b/c/d/e/f/g.png',
  ];
}

/**
 * Real values of the run for the generators. Ids come from both companies (B's are the other
 * tenant's), mixed with random, nil and upper-case ones. `ownCompanyOnly` leaves out what would
 * name company B as the company being written to (B's id, join code and people's e-mails): the
 * public forms and sign-ins write into whichever company the caller names, by design.
 */
export function fuzzPools(world: FuzzWorld, ownCompanyOnly: boolean): FuzzPools {
  const a = idsOf(world.a, world.identities.device.userId);
  const b = idsOf(world.b);
  const random = fc.oneof(fc.uuid(), fc.constantFrom(NIL, MAX));
  const real = (kind: IdKind | undefined): string[] => {
    const kinds = kind ? [kind] : (Object.keys(a) as IdKind[]);
    return kinds.flatMap((k) => (ownCompanyOnly && k === 'companyId' ? a[k] : [...a[k], ...b[k]]));
  };
  const keys = uploadKeys(world);
  const idsFor = (name: string): fc.Arbitrary<string> => {
    if (name === '*') return fc.oneof(fc.constantFrom(...keys), hostileString);
    const ids = real(kindOf(name));
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => id.toUpperCase()) },
      { weight: 2, arbitrary: random },
      { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => `${id} `) },
    );
  };
  const ownIdsFor = (name: string): fc.Arbitrary<string> => {
    if (name === '*') return fc.constantFrom(keys[0] ?? '');
    const kind = kindOf(name);
    return fc.constantFrom(...(kind ? a[kind] : Object.values(a).flat()));
  };
  const foreignEmails = ownCompanyOnly ? [] : world.b.emails;
  const emails = [
    ...world.a.emails,
    world.a.customerEmail,
    world.b.customerEmail,
    ...foreignEmails,
  ];
  const codes = ownCompanyOnly ? [world.a.inviteCode] : [world.a.inviteCode, world.b.inviteCode];
  return {
    idsFor,
    ownIdsFor,
    knownEmails: fc.constantFrom(...emails),
    emails: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...emails) },
      { weight: 1, arbitrary: fc.constantFrom(...emails).map((e) => e.toUpperCase()) },
      { weight: 2, arbitrary: fc.emailAddress() },
    ),
    codes: fc.oneof(fc.constantFrom(...codes), fc.stringMatching(/^[A-Z0-9]{8}$/)),
    idTokens: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...world.idTokens) },
      { weight: 1, arbitrary: fc.string({ minLength: 20, maxLength: 200 }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.base64String(), fc.base64String(), fc.base64String())
          .map((parts) => parts.join('.').padEnd(20, 'x')),
      },
    ),
    signedUploads: fc.constantFrom(...world.uploadPaths),
    imageUrls: fc.constantFrom(world.a.imageUrl, world.b.imageUrl, `${world.a.imageUrl}?x=1`),
    trackingKeys: fc.oneof(
      { weight: 6, arbitrary: fc.constant(world.trackingKey) },
      { weight: 1, arbitrary: fc.constant(` ${world.trackingKey.toUpperCase()} `) },
      { weight: 2, arbitrary: fc.stringMatching(/^[a-z2-9]{26}$/) },
      { weight: 1, arbitrary: hostileString },
    ),
  };
}
