import type { DemoPerson } from './demo-company-data.ts';

/** A later feature signs in as these three; keep them in step with DEMO_PEOPLE. */
export const DEMO_ADMIN_EMAIL = 'rohan.kamat@mandovi-field.example';
export const DEMO_SUPERVISOR_EMAIL = 'maria.fernandes@mandovi-field.example';
export const DEMO_EMPLOYEE_EMAIL = 'anthony.dsouza@mandovi-field.example';

/**
 * One admin (in no department: admins act on the whole company), two supervisors and twelve field
 * staff. Joaquim and Rahul work in two departments; Francis has left (inactive).
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'rohan',
    firstName: 'Rohan',
    lastName: 'Kamat',
    email: DEMO_ADMIN_EMAIL,
    phone: '+91 98220 41107',
    isAdmin: true,
    departments: [],
  },
  {
    key: 'maria',
    firstName: 'Maria',
    lastName: 'Fernandes',
    email: DEMO_SUPERVISOR_EMAIL,
    phone: '+91 98231 55420',
    isSupervisor: true,
    departments: ['waste', 'sales'],
  },
  {
    key: 'sanjay',
    firstName: 'Sanjay',
    lastName: 'Naik',
    email: 'sanjay.naik@mandovi-field.example',
    phone: '+91 94221 78315',
    isSupervisor: true,
    departments: ['appliance'],
  },
  {
    key: 'anthony',
    firstName: 'Anthony',
    lastName: "D'Souza",
    email: DEMO_EMPLOYEE_EMAIL,
    phone: '+91 98504 21876',
    departments: ['waste'],
  },
  {
    key: 'prakash',
    firstName: 'Prakash',
    lastName: 'Gaonkar',
    email: 'prakash.gaonkar@mandovi-field.example',
    phone: '+91 77200 63418',
    departments: ['waste'],
  },
  {
    key: 'sunita',
    firstName: 'Sunita',
    lastName: 'Sawant',
    email: 'sunita.sawant@mandovi-field.example',
    phone: '+91 90110 38452',
    departments: ['waste'],
  },
  {
    key: 'joaquim',
    firstName: 'Joaquim',
    lastName: 'Pereira',
    email: 'joaquim.pereira@mandovi-field.example',
    phone: '+91 98600 17293',
    departments: ['waste', 'sales'],
  },
  {
    key: 'savio',
    firstName: 'Savio',
    lastName: 'Rodrigues',
    email: 'savio.rodrigues@mandovi-field.example',
    phone: '+91 95450 82061',
    departments: ['appliance'],
  },
  {
    key: 'ganesh',
    firstName: 'Ganesh',
    lastName: 'Parab',
    email: 'ganesh.parab@mandovi-field.example',
    phone: '+91 93710 26584',
    departments: ['appliance'],
  },
  {
    key: 'rahul',
    firstName: 'Rahul',
    lastName: 'Shet',
    email: 'rahul.shet@mandovi-field.example',
    phone: '+91 88050 47731',
    departments: ['appliance', 'sales'],
  },
  {
    key: 'kevin',
    firstName: 'Kevin',
    lastName: 'Almeida',
    email: 'kevin.almeida@mandovi-field.example',
    phone: '+91 97640 59128',
    departments: ['appliance'],
  },
  {
    key: 'pooja',
    firstName: 'Pooja',
    lastName: 'Gaude',
    email: 'pooja.gaude@mandovi-field.example',
    phone: '+91 91580 34907',
    departments: ['sales'],
  },
  {
    key: 'neil',
    firstName: 'Neil',
    lastName: 'Colaco',
    email: 'neil.colaco@mandovi-field.example',
    phone: '+91 98813 60245',
    departments: ['sales'],
  },
  {
    key: 'shraddha',
    firstName: 'Shraddha',
    lastName: 'Desai',
    email: 'shraddha.desai@mandovi-field.example',
    phone: '+91 90490 71536',
    departments: ['sales'],
  },
  {
    key: 'francis',
    firstName: 'Francis',
    lastName: 'Dias',
    email: 'francis.dias@mandovi-field.example',
    phone: '+91 98224 90613',
    departments: ['sales'],
    deactivated: [-10, 18],
  },
];
