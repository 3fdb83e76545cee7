import type { DemoPlace } from './demo-company-data.ts';

/**
 * Places across Goa the demo tasks happen at. Streets, wards and landmarks are real and coordinates sit
 * where those are, so the map looks right; house numbers and business names are made up.
 */
export const DEMO_PLACES: Readonly<Record<string, DemoPlace>> = {
  'taleigao-house': {
    address: "H.No. 214/3, near St. Michael's Church, Taleigao, Goa 403002",
    lat: 15.4672,
    lng: 73.818,
  },
  'miramar-house': {
    address: 'H.No. 61, Miramar Beach Road, Miramar, Panaji, Goa 403001',
    lat: 15.4795,
    lng: 73.8075,
  },
  'dona-paula-flat': {
    address: 'Flat 3B, Sea Crest Apartments, Dona Paula, Goa 403004',
    lat: 15.4585,
    lng: 73.8065,
  },
  'caranzalem-house': {
    address: 'H.No. 88, Caranzalem Beach Road, Caranzalem, Goa 403002',
    lat: 15.469,
    lng: 73.805,
  },
  'fontainhas-cafe': {
    address: '31st January Road, Fontainhas, Panaji, Goa 403001',
    lat: 15.4975,
    lng: 73.833,
  },
  'panaji-18th-june-road': {
    address: 'Shop 5, 18th June Road, Panaji, Goa 403001',
    lat: 15.4962,
    lng: 73.8268,
  },
  'patto-office': {
    address: '2nd Floor, Mandovi Chambers, EDC Complex, Patto Plaza, Panaji, Goa 403001',
    lat: 15.4942,
    lng: 73.8357,
  },
  'santa-cruz-house': {
    address: 'H.No. 77, Calapor, Santa Cruz, Goa 403005',
    lat: 15.479,
    lng: 73.847,
  },
  'porvorim-society': {
    address: 'Block C, Palm Grove Residency, Alto Porvorim, Goa 403521',
    lat: 15.5345,
    lng: 73.8255,
  },
  'porvorim-house': {
    address: 'H.No. 12, Socorro Road, Porvorim, Goa 403501',
    lat: 15.531,
    lng: 73.8345,
  },
  'porvorim-pharmacy': {
    address: 'Shop 3, O Coqueiro Junction, NH 66, Porvorim, Goa 403521',
    lat: 15.5205,
    lng: 73.8238,
  },
  'mapusa-market': {
    address: 'Shop 14, Municipal Market, Mapusa, Goa 403507',
    lat: 15.5912,
    lng: 73.8098,
  },
  'mapusa-house': {
    address: 'H.No. 402, Khorlim, Mapusa, Goa 403507',
    lat: 15.587,
    lng: 73.82,
  },
  'tivim-yard': {
    address: 'Vehicle yard, Shed 9, Tivim Industrial Estate, Karaswada, Mapusa, Goa 403526',
    lat: 15.605,
    lng: 73.829,
  },
  'calangute-guesthouse': {
    address: 'H.No. 5/102, Umta Vaddo, Calangute, Goa 403516',
    lat: 15.5405,
    lng: 73.76,
  },
  'baga-shack': {
    address: "Baga Beach, near Tito's Lane, Baga, Goa 403516",
    lat: 15.5555,
    lng: 73.7525,
  },
  'candolim-resort': {
    address: 'Fort Aguada Road, Candolim, Goa 403515',
    lat: 15.5125,
    lng: 73.7665,
  },
  'anjuna-homestay': {
    address: 'H.No. 318, Mazal Vaddo, Anjuna, Goa 403509',
    lat: 15.579,
    lng: 73.744,
  },
  'saligao-villa': {
    address: 'H.No. 23, near Mae de Deus Church, Saligao, Goa 403511',
    lat: 15.553,
    lng: 73.791,
  },
  'siolim-villa': {
    address: 'H.No. 140, Marna, Siolim, Goa 403517',
    lat: 15.6205,
    lng: 73.772,
  },
  'old-goa-guesthouse': {
    address: 'Near the Basilica of Bom Jesus, Old Goa, Goa 403402',
    lat: 15.5015,
    lng: 73.9105,
  },
  'old-goa-gandhi-circle': {
    address: 'Wedding lawn, Gandhi Circle, Old Goa, Goa 403402',
    lat: 15.503,
    lng: 73.914,
  },
  'ponda-hotel': {
    address: 'Opp. KTC Bus Stand, Ponda, Goa 403401',
    lat: 15.4035,
    lng: 74.011,
  },
  'ponda-house': {
    address: 'H.No. 9, Dhavali, Ponda, Goa 403401',
    lat: 15.399,
    lng: 73.999,
  },
  'bicholim-hardware': {
    address: 'Main Road, near Bicholim Bus Stand, Bicholim, Goa 403504',
    lat: 15.587,
    lng: 73.9485,
  },
  'margao-flat': {
    address: 'Flat 204, Isidorio Baptista Road, Margao, Goa 403601',
    lat: 15.274,
    lng: 73.962,
  },
  'navelim-bakery': {
    address: 'Near Our Lady of Rosary Church, Navelim, Salcete, Goa 403707',
    lat: 15.253,
    lng: 73.969,
  },
  'fatorda-cafe': {
    address: 'Opp. Nehru Stadium, Fatorda, Margao, Goa 403602',
    lat: 15.288,
    lng: 73.9635,
  },
  'colva-shack': {
    address: 'Colva Beach Road, Colva, Salcete, Goa 403708',
    lat: 15.279,
    lng: 73.9225,
  },
  'colva-holiday-homes': {
    address: '4th Ward, Colva, Salcete, Goa 403708',
    lat: 15.276,
    lng: 73.925,
  },
  'benaulim-market': {
    address: 'Maria Hall junction, Benaulim, Salcete, Goa 403716',
    lat: 15.258,
    lng: 73.934,
  },
  'verna-factory': {
    address: 'Plot L-54, Verna Industrial Estate, Verna, Goa 403722',
    lat: 15.3605,
    lng: 73.934,
  },
  'verna-warehouse': {
    address: 'Shed B-7, Verna Industrial Estate, Verna, Goa 403722',
    lat: 15.358,
    lng: 73.936,
  },
  'vasco-house': {
    address: 'H.No. 56, Baina, Vasco da Gama, Goa 403802',
    lat: 15.393,
    lng: 73.817,
  },
  'vasco-canteen': {
    address: 'Mormugao Port Road, Headland Sada, Vasco da Gama, Goa 403804',
    lat: 15.413,
    lng: 73.798,
  },
  'chicalim-society': {
    address: 'Chicalim Heights Co-operative Housing Society, Chicalim, Goa 403711',
    lat: 15.3985,
    lng: 73.845,
  },
  'palolem-cottages': {
    address: 'Palolem Beach Road, Canacona, Goa 403702',
    lat: 15.01,
    lng: 74.0235,
  },
};
