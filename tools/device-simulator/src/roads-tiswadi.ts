import type { RoadNetworkPart } from './road-types.ts';

/**
 * Panaji and the rest of Tiswadi: the Mandovi riverfront (D.B. Marg) from the bridges to
 * Miramar, the old town around Church Square and Fontainhas, 18th June Road, the Taleigao and
 * Dona Paula roads, the Ribandar causeway to Old Goa, and NH 66 south over the Zuari.
 */
export const TISWADI_ROADS: RoadNetworkPart = {
  nodes: {
    'patto-plaza': { name: 'Patto Plaza', lat: 15.4941, lng: 73.8352 },
    'ktc-circle': { name: 'KTC Circle, Patto', lat: 15.4968, lng: 73.8381 },
    'mandovi-bridge-south': { name: 'Mandovi bridges, Panaji end', lat: 15.5003, lng: 73.8371 },
    'riverfront-ourem': { name: 'D.B. Marg at Ourem creek', lat: 15.5, lng: 73.8322 },
    ourem: { name: 'Patto bridge, city side', lat: 15.4962, lng: 73.8324 },
    'old-secretariat': { name: 'Old Secretariat, D.B. Marg', lat: 15.4999, lng: 73.8264 },
    'church-square': { name: 'Church Square', lat: 15.4984, lng: 73.8286 },
    'june-18-road': { name: '18th June Road', lat: 15.4953, lng: 73.8249 },
    tonca: { name: 'Tonca junction', lat: 15.4925, lng: 73.8221 },
    'kala-academy': { name: 'Kala Academy, Campal', lat: 15.4968, lng: 73.8163 },
    'miramar-circle': { name: 'Miramar circle', lat: 15.4826, lng: 73.8088 },
    'st-inez': { name: 'St Inez junction', lat: 15.489, lng: 73.8234 },
    'taleigao-circle': { name: 'Taleigao circle', lat: 15.476, lng: 73.8196 },
    'taleigao-church': { name: 'Taleigao church', lat: 15.4682, lng: 73.8183 },
    caranzalem: { name: 'Caranzalem', lat: 15.4702, lng: 73.8071 },
    'dona-paula': { name: 'Dona Paula circle', lat: 15.4568, lng: 73.8073 },
    ribandar: { name: 'Ribandar', lat: 15.5012, lng: 73.8575 },
    'old-goa': { name: 'Old Goa, Gandhi Circle', lat: 15.5022, lng: 73.9115 },
    merces: { name: 'Merces junction', lat: 15.4868, lng: 73.852 },
    bambolim: { name: 'Bambolim, Goa Medical College', lat: 15.4625, lng: 73.859 },
    agassaim: { name: 'Agassaim', lat: 15.4165, lng: 73.902 },
    cortalim: { name: 'Cortalim, Zuari bridge south end', lat: 15.404, lng: 73.911 },
  },
  edges: [
    ['ktc-circle', 'patto-plaza', 'Patto link road', [[15.4956, 73.8368]]],
    ['patto-plaza', 'ourem', 'Patto bridge', [[15.4953, 73.8339]]],
    ['ktc-circle', 'mandovi-bridge-south', 'NH 66 bridge approach', [[15.4987, 73.8378]]],
    ['mandovi-bridge-south', 'riverfront-ourem', 'D.B. Marg', [[15.5003, 73.8346]]],
    ['riverfront-ourem', 'ourem', 'Rua de Ourem', [[15.4982, 73.8324]]],
    ['riverfront-ourem', 'old-secretariat', 'D.B. Marg', [[15.5002, 73.8292]]],
    ['old-secretariat', 'church-square', 'Church Square road', [[15.4992, 73.8276]]],
    ['ourem', 'church-square', 'M.G. Road', [[15.4972, 73.8305]]],
    ['church-square', 'june-18-road', '18th June Road', [[15.497, 73.8268]]],
    ['june-18-road', 'tonca', '18th June Road', [[15.4938, 73.8234]]],
    [
      'old-secretariat',
      'kala-academy',
      'D.B. Marg',
      [
        [15.5003, 73.824],
        [15.4999, 73.8214],
        [15.499, 73.819],
        [15.4978, 73.8172],
      ],
    ],
    [
      'kala-academy',
      'miramar-circle',
      'D.B. Marg',
      [
        [15.494, 73.814],
        [15.4895, 73.8117],
        [15.4855, 73.8098],
      ],
    ],
    ['tonca', 'kala-academy', 'Campal road', [[15.495, 73.819]]],
    [
      'tonca',
      'miramar-circle',
      'Tonca–Miramar road',
      [
        [15.4895, 73.817],
        [15.4858, 73.8122],
      ],
    ],
    ['tonca', 'st-inez', 'St Inez road', [[15.4908, 73.8228]]],
    [
      'st-inez',
      'taleigao-circle',
      'Taleigao road',
      [
        [15.485, 73.8226],
        [15.4805, 73.8209],
      ],
    ],
    ['taleigao-circle', 'taleigao-church', 'Taleigao road', [[15.472, 73.8189]]],
    [
      'taleigao-church',
      'dona-paula',
      'Dr. E. Borges Road',
      [
        [15.463, 73.815],
        [15.4595, 73.811],
      ],
    ],
    [
      'miramar-circle',
      'caranzalem',
      'Miramar–Dona Paula road',
      [
        [15.478, 73.8076],
        [15.474, 73.8068],
      ],
    ],
    [
      'caranzalem',
      'dona-paula',
      'Miramar–Dona Paula road',
      [
        [15.464, 73.8068],
        [15.46, 73.8072],
      ],
    ],
    ['caranzalem', 'taleigao-circle', 'Caranzalem–Taleigao road', [[15.4735, 73.813]]],
    [
      'ktc-circle',
      'ribandar',
      'Ribandar causeway',
      [
        [15.4985, 73.843],
        [15.4998, 73.849],
        [15.5008, 73.854],
      ],
    ],
    [
      'ribandar',
      'old-goa',
      'Old Goa road',
      [
        [15.502, 73.866],
        [15.5032, 73.876],
        [15.5025, 73.886],
        [15.5018, 73.896],
        [15.5012, 73.905],
      ],
    ],
    [
      'ktc-circle',
      'merces',
      'NH 66, Panaji entrance',
      [
        [15.4935, 73.842],
        [15.49, 73.847],
      ],
    ],
    [
      'merces',
      'bambolim',
      'NH 66',
      [
        [15.479, 73.8545],
        [15.47, 73.857],
      ],
    ],
    [
      'bambolim',
      'agassaim',
      'NH 66',
      [
        [15.452, 73.864],
        [15.442, 73.872],
        [15.432, 73.883],
        [15.423, 73.894],
      ],
    ],
    ['agassaim', 'cortalim', 'Zuari bridge (NH 66)', [[15.411, 73.9068]]],
  ],
};
