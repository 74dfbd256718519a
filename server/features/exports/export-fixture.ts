import type { TExportLead } from './export-cells';

/** Test data: two leads and the exact CSV the spec's rules make of them. */
const base: TExportLead = {
  businessName: 'Acme Plumbing',
  phone: null,
  website: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  rating: null,
  reviewCount: null,
  leadScore: null,
  tags: [],
  notes: null,
};

export const FIXTURE: TExportLead[] = [
  {
    businessName: 'Joe\'s "Best" Café, LLC',
    phone: '+1 512-555-0100',
    website: 'https://joes.example',
    address: '12 Main St, Austin, TX 78701',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    rating: 4.5,
    reviewCount: 120,
    leadScore: 82,
    tags: ['Hot Lead', 'Follow Up'],
    notes: 'Called, left voicemail,\nwill retry',
  },
  { ...base, businessName: '=HYPERLINK("http://evil")' },
];

export const FIXTURE_CSV =
  '"Business Name","Phone","Website","Address","City","State","ZIP","Rating","Reviews","Lead Score","Tags","Notes"\n' +
  '"Joe\'s ""Best"" Café, LLC","+1 512-555-0100","https://joes.example","12 Main St, Austin, TX 78701","Austin","TX","78701","4.5","120","82","Hot Lead; Follow Up","Called; left voicemail;\nwill retry"\n' +
  '"\'=HYPERLINK(""http://evil"")","","","","","","","","","","",""\n';
