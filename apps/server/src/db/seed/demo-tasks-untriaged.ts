import type { DemoTask } from './demo-company-data.ts';

/** Tasks with no department: new enquiries not yet triaged, and ones the office turned away. */
export const DEMO_UNTRIAGED_TASKS: readonly DemoTask[] = [
  {
    key: 'villa-contract-siolim',
    description:
      'New villa owner at Marna wants one contract for monthly garbage pickup and AC servicing of a 4-bedroom villa.',
    status: 'incoming',
    priority: 'medium',
    department: null,
    customer: 'neville-lobo',
    created: [0, 12.5],
    due: [2, 17],
  },
  {
    key: 'drain-smell-panaji',
    description: 'Strong smell from the open drain outside the shop.',
    status: 'rejected',
    priority: 'medium',
    department: null,
    customer: 'rebelo-stationery',
    supervisor: 'rohan',
    created: [-8, 11],
    closed: [-8, 15],
    supervisorNotes:
      'Rejected: storm-water drains are maintained by the Corporation of the City of Panaji. Customer given the CCP complaint number.',
  },
  {
    key: 'wedding-bins-old-goa',
    description:
      'The guest house is hosting a 400-guest wedding reception near Gandhi Circle; wants a quotation for bins and a night waste pickup.',
    status: 'incoming',
    priority: 'medium',
    department: null,
    customer: 'pilgrim-guesthouse',
    place: 'old-goa-gandhi-circle',
    created: [-1, 18],
    due: [3, 12],
    followUp: [1, 11],
  },
  {
    key: 'late-technician-feedback',
    description: 'Feedback: the technician arrived two hours late and did not call ahead.',
    status: 'incoming',
    priority: 'low',
    department: null,
    customer: 'meera-karapurkar',
    created: [-2, 19],
  },
  {
    key: 'monsoon-contingency-plan',
    description:
      'Update the monsoon contingency plan: routes that flood in Mapusa and Margao, and which vans stand by.',
    status: 'incoming',
    priority: 'high',
    type: 'internal',
    department: null,
    place: 'patto-office',
    supervisor: 'rohan',
    created: [-3, 10],
    due: [5, 18],
  },
  {
    key: 'expired-medicines-porvorim',
    description: 'Asks whether we can collect and dispose of expired medicines.',
    status: 'rejected',
    priority: 'high',
    department: null,
    customer: 'coqueiro-medical',
    supervisor: 'rohan',
    created: [-12, 12],
    closed: [-11, 10],
    supervisorNotes:
      'Rejected: expired medicines are biomedical waste; referred to the authorised common biomedical waste treatment facility.',
  },
];
