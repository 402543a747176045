/**
 * Colombia's 32 departments and the capital district (Bogotá D.C.), each with its main cities
 * (the capital first), for the checkout's Departamento → Ciudad selects (storefront spec §3:
 * "a static map of about 33 Colombian departments to cities"; Bogotá D.C. has the single city
 * Bogotá). Alphabetical by department, as the select lists them.
 */
export interface Department {
  name: string;
  cities: readonly string[];
}

export const COLOMBIA: readonly Department[] = [
  { name: 'Amazonas', cities: ['Leticia', 'Puerto Nariño'] },
  {
    name: 'Antioquia',
    cities: [
      'Medellín',
      'Apartadó',
      'Bello',
      'Caldas',
      'Caucasia',
      'Copacabana',
      'Envigado',
      'Itagüí',
      'La Ceja',
      'La Estrella',
      'Rionegro',
      'Sabaneta',
      'Turbo',
    ],
  },
  { name: 'Arauca', cities: ['Arauca', 'Arauquita', 'Saravena', 'Tame'] },
  {
    name: 'Atlántico',
    cities: [
      'Barranquilla',
      'Baranoa',
      'Galapa',
      'Malambo',
      'Puerto Colombia',
      'Sabanalarga',
      'Soledad',
    ],
  },
  { name: 'Bogotá D.C.', cities: ['Bogotá'] },
  {
    name: 'Bolívar',
    cities: ['Cartagena', 'Arjona', 'El Carmen de Bolívar', 'Magangué', 'Mompox', 'Turbaco'],
  },
  {
    name: 'Boyacá',
    cities: [
      'Tunja',
      'Chiquinquirá',
      'Duitama',
      'Paipa',
      'Puerto Boyacá',
      'Sogamoso',
      'Villa de Leyva',
    ],
  },
  { name: 'Caldas', cities: ['Manizales', 'Chinchiná', 'La Dorada', 'Riosucio', 'Villamaría'] },
  {
    name: 'Caquetá',
    cities: ['Florencia', 'El Doncello', 'Puerto Rico', 'San Vicente del Caguán'],
  },
  { name: 'Casanare', cities: ['Yopal', 'Aguazul', 'Paz de Ariporo', 'Tauramena', 'Villanueva'] },
  {
    name: 'Cauca',
    cities: ['Popayán', 'El Bordo', 'Puerto Tejada', 'Santander de Quilichao', 'Piendamó'],
  },
  { name: 'Cesar', cities: ['Valledupar', 'Agustín Codazzi', 'Aguachica', 'Bosconia', 'Curumaní'] },
  { name: 'Chocó', cities: ['Quibdó', 'Bahía Solano', 'Condoto', 'Istmina', 'Nuquí'] },
  {
    name: 'Córdoba',
    cities: ['Montería', 'Cereté', 'Lorica', 'Montelíbano', 'Planeta Rica', 'Sahagún'],
  },
  {
    name: 'Cundinamarca',
    cities: [
      'Soacha',
      'Cajicá',
      'Chía',
      'Cota',
      'Facatativá',
      'Funza',
      'Fusagasugá',
      'Girardot',
      'La Calera',
      'Madrid',
      'Mosquera',
      'Sopó',
      'Tocancipá',
      'Zipaquirá',
    ],
  },
  { name: 'Guainía', cities: ['Inírida'] },
  { name: 'Guaviare', cities: ['San José del Guaviare', 'Calamar', 'El Retorno'] },
  { name: 'Huila', cities: ['Neiva', 'Garzón', 'La Plata', 'Pitalito'] },
  { name: 'La Guajira', cities: ['Riohacha', 'Fonseca', 'Maicao', 'San Juan del Cesar', 'Uribia'] },
  {
    name: 'Magdalena',
    cities: ['Santa Marta', 'Ciénaga', 'El Banco', 'Fundación', 'Plato', 'Zona Bananera'],
  },
  {
    name: 'Meta',
    cities: ['Villavicencio', 'Acacías', 'Granada', 'Puerto Gaitán', 'Puerto López'],
  },
  { name: 'Nariño', cities: ['Pasto', 'Ipiales', 'La Unión', 'Tumaco', 'Túquerres'] },
  {
    name: 'Norte de Santander',
    cities: ['Cúcuta', 'Los Patios', 'Ocaña', 'Pamplona', 'Tibú', 'Villa del Rosario'],
  },
  { name: 'Putumayo', cities: ['Mocoa', 'Orito', 'Puerto Asís', 'Valle del Guamuez'] },
  {
    name: 'Quindío',
    cities: ['Armenia', 'Calarcá', 'Circasia', 'La Tebaida', 'Montenegro', 'Quimbaya'],
  },
  {
    name: 'Risaralda',
    cities: ['Pereira', 'Dosquebradas', 'La Virginia', 'Santa Rosa de Cabal'],
  },
  { name: 'San Andrés y Providencia', cities: ['San Andrés', 'Providencia'] },
  {
    name: 'Santander',
    cities: [
      'Bucaramanga',
      'Barrancabermeja',
      'Floridablanca',
      'Girón',
      'Piedecuesta',
      'San Gil',
      'Socorro',
    ],
  },
  { name: 'Sucre', cities: ['Sincelejo', 'Corozal', 'Sampués', 'San Marcos', 'Tolú'] },
  {
    name: 'Tolima',
    cities: ['Ibagué', 'Chaparral', 'Espinal', 'Honda', 'Líbano', 'Mariquita', 'Melgar'],
  },
  {
    name: 'Valle del Cauca',
    cities: [
      'Cali',
      'Buenaventura',
      'Buga',
      'Candelaria',
      'Cartago',
      'Jamundí',
      'Palmira',
      'Tuluá',
      'Yumbo',
    ],
  },
  { name: 'Vaupés', cities: ['Mitú'] },
  { name: 'Vichada', cities: ['Puerto Carreño', 'Cumaribo', 'La Primavera'] },
];

/** The cities of a department (none for an unknown or empty one). */
export function citiesOf(department: string): readonly string[] {
  return COLOMBIA.find((entry) => entry.name === department)?.cities ?? [];
}
