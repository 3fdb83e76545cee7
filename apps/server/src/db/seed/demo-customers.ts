import type { DemoCustomer } from './demo-company-data.ts';

/** Households, shops, restaurants, hotels and societies from Pernem to Canacona (made-up people). */
// A table reads better one customer per line than prettier's six lines per call.
// prettier-ignore
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  c('ashwin-prabhu', 'Ashwin Prabhu', 'ashwin.prabhu@inbox.example', '+91 98221 30457', 'taleigao-house'),
  c('lavinia-menezes', 'Lavinia Menezes', 'lavinia.menezes@inbox.example', '+91 98230 11874', 'miramar-house'),
  c('clara-rodrigues', 'Clara Rodrigues', 'clara.rodrigues@inbox.example', '+91 94230 56621', 'dona-paula-flat'),
  c('meera-karapurkar', 'Meera Karapurkar', 'meera.k@inbox.example', '+91 90281 44730', 'caranzalem-house'),
  c('cafe-fontainhas', 'Café Fontainhas', 'hello@cafe-fontainhas.example', '+91 832 222 5163', 'fontainhas-cafe'),
  c('rebelo-stationery', 'Rebelo Stationery Mart', 'rebelo.stationery@shops.example', '+91 832 222 4089', 'panaji-18th-june-road'),
  c('palm-grove-residency', 'Palm Grove Residency Housing Society', 'secretary@palmgrove-porvorim.example', '+91 98224 70316', 'porvorim-society'),
  c('vinay-kerkar', 'Dr. Vinay Kerkar', 'vinay.kerkar@inbox.example', '+91 98225 63902', 'porvorim-house'),
  c('coqueiro-medical', 'Coqueiro Medical Stores', 'orders@coqueiro-medical.example', '+91 832 241 7725', 'porvorim-pharmacy'),
  c('bhosle-stores', 'Bhosle General Stores', 'bhosle.stores@shops.example', '+91 832 226 2390', 'mapusa-market'),
  c('sneha-bandodkar', 'Sneha Bandodkar', 'sneha.bandodkar@inbox.example', '+91 77090 52148', 'mapusa-house'),
  c('casa-calangute', 'Casa Calangute Guesthouse', 'frontdesk@casa-calangute.example', '+91 832 227 6051', 'calangute-guesthouse'),
  c('sea-shell-shack', 'Sea Shell Beach Shack', 'seashell.baga@shops.example', '+91 98600 28713', 'baga-shack'),
  c('sunset-palms', 'Sunset Palms Resort', 'engineering@sunset-palms.example', '+91 832 248 9300', 'candolim-resort'),
  c('hilltop-homestay', 'Hilltop Homestay Anjuna', 'stay@hilltop-anjuna.example', '+91 95790 16342', 'anjuna-homestay'),
  c('villa-saudade', 'Villa Saudade', 'bookings@villa-saudade.example', '+91 98904 37215', 'saligao-villa'),
  c('neville-lobo', 'Neville Lobo', 'neville.lobo@inbox.example', '+91 99230 84561', 'siolim-villa'),
  c('pilgrim-guesthouse', 'Old Goa Pilgrim Guest House', 'reception@pilgrim-oldgoa.example', '+91 832 228 5512', 'old-goa-guesthouse'),
  c('agnelo-cardozo', 'Agnelo Cardozo', 'agnelo.cardozo@inbox.example', '+91 98500 73924', 'santa-cruz-house'),
  c('ponda-residency', 'Hotel Ponda Residency', 'manager@ponda-residency.example', '+91 832 231 2740', 'ponda-hotel'),
  c('shalini-kurdikar', 'Shalini Kurdikar', 'shalini.kurdikar@inbox.example', '+91 94038 21657', 'ponda-house'),
  c('rajesh-lotlikar', 'Rajesh Lotlikar', 'rajesh.lotlikar@inbox.example', '+91 98231 90482', 'margao-flat'),
  c('navelim-bakery', 'Navelim Bakery & Confectionery', 'navelim.bakery@shops.example', '+91 832 274 3318', 'navelim-bakery'),
  c('fatorda-cafe', 'Fatorda Sports Café', 'manager@fatorda-sports-cafe.example', '+91 832 275 6604', 'fatorda-cafe'),
  c('joes-shack', "Joe's Seafood Shack", 'joe.colva@shops.example', '+91 98221 64079', 'colva-shack'),
  c('colva-sands', 'Colva Sands Holiday Homes', 'stay@colva-sands.example', '+91 832 278 0145', 'colva-holiday-homes'),
  c('benaulim-fish', 'Benaulim Fresh Fish Stall', 'benaulim.fish@shops.example', '+91 97660 31820', 'benaulim-market'),
  c('verna-components', 'Verna Precision Components Pvt. Ltd.', 'admin@verna-precision.example', '+91 832 288 3471', 'verna-factory'),
  c('rui-gomes', 'Rui Gomes', 'rui.gomes@inbox.example', '+91 98503 18246', 'vasco-house'),
  c('headland-canteen', 'Headland Sada Canteen', 'headland.canteen@shops.example', '+91 832 252 0967', 'vasco-canteen'),
  c('chicalim-heights', 'Chicalim Heights Co-operative Housing Society', 'committee@chicalim-heights.example', '+91 98226 05713', 'chicalim-society'),
  c('sateri-hardware', 'Shree Sateri Hardware', 'sateri.hardware@shops.example', '+91 832 236 2251', 'bicholim-hardware'),
  c('palolem-cottages', 'Palolem Bay Cottages', 'reservations@palolem-bay.example', '+91 832 264 3087', 'palolem-cottages'),
];

function c(key: string, name: string, email: string, phone: string, place: string): DemoCustomer {
  return { key, name, email, phone, place };
}
