import type { FieldDayProfile } from './day-schedule.ts';

/** What each department's people write when they finish a job. */
export const WORK_LOG_DESCRIPTIONS: Readonly<Record<FieldDayProfile, readonly string[]>> = {
  waste: [
    'Collected segregated wet and dry waste from the housing society',
    'Picked up e-waste (old monitors and batteries) for recycling',
    'Cleared the overflowing bins at the market and logged the weight',
    'Collected sanitary waste and replaced the bin liners',
    'Delivered a composter and showed the family how to use it',
    'Picked up bulky waste (an old mattress and a cupboard) on request',
    'Collected dry waste from the beach shack; bottles sent for recycling',
    'Inspected the wheelie bins and replaced a damaged lid',
  ],
  appliance: [
    'Replaced compressor relay at customer site',
    'Serviced the split AC: cleaned the filters and topped up the gas',
    'Fixed the washing machine drain pump',
    "Replaced the water purifier's RO membrane and sediment filter",
    'Installed a new 1.5 ton split AC in the bedroom',
    'Repaired the refrigerator door gasket and thermostat',
    'Annual maintenance visit: checked the AC and the water purifier',
    'Found a faulty control board in the microwave and replaced it on site',
  ],
  sales: [
    'Demonstrated the composter range and left a quotation',
    'Delivered two wheelie bins and collected the payment',
    'Followed up on the AC quotation; the customer confirmed the order',
    'Delivered and unboxed a double-door refrigerator',
    'Took measurements for a kitchen chimney installation',
    'Met the housing society committee about a bulk bin order',
    'Collected the signed order form and the advance payment',
    'Delivered a water purifier and booked the installation',
  ],
};

export const WORK_LOG_NOTES: readonly string[] = [
  'Customer asked for a call before the next visit.',
  'Paid by UPI.',
  'Gate code changed; told the office.',
  'Spare part to be ordered from the Verna warehouse.',
  'Photos taken before and after.',
  'Customer not at home at first; the neighbour had the key.',
];
