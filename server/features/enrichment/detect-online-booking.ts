import type { Page } from './page';
import { matchesSignature, type Signature } from './signature';

/** A booking service's own addresses, wherever the page names them: a widget it loads, a frame, a link. */
const hosts = (...patterns: RegExp[]): Signature => ({ resources: patterns, links: patterns });

/**
 * Online booking and reservation services small businesses use, by the addresses their widgets, frames and
 * booking pages live at, and the WordPress booking plugins by their files.
 */
const BOOKING_SERVICES: { name: string; signature: Signature }[] = [
  {
    name: 'Calendly',
    signature: {
      ...hosts(/(?<![\w-])(?:assets\.)?calendly\.com\//i),
      selectors: ['.calendly-inline-widget'],
    },
  },
  {
    name: 'Acuity Scheduling',
    signature: hosts(/(?<![\w-])[\w-]+\.acuityscheduling\.com\//i, /(?<![\w-])[\w-]+\.as\.me\b/i),
  },
  {
    name: 'SimplyBook.me',
    signature: hosts(/(?<![\w-])[\w-]+\.simplybook\.(?:me|it|asia|net|cc|us|plus)\b/i),
  },
  {
    name: 'Booksy',
    signature: hosts(/(?<![\w-])(?:www\.)?booksy\.com\/[a-z-]+\/\d+/i, /(?<![\w-])booksy\.com\/widget/i),
  },
  {
    name: 'Fresha',
    signature: hosts(
      /(?<![\w-])(?:www\.)?fresha\.com\/(?:[a-z-]+\/)?(?:a|book-now|providers|lvp)\//i,
      /(?<![\w-])widget\.fresha\.com/i,
    ),
  },
  {
    name: 'OpenTable',
    signature: hosts(
      /(?<![\w-])(?:www\.)?opentable\.[a-z.]{2,6}\/(?:r\/|restref\/|widget\/|booking\/|[\w-]+-reservations)/i,
    ),
  },
  { name: 'Resy', signature: hosts(/(?<![\w-])(?:widgets\.)?resy\.com\/(?:cities\/|#\/venues|embed)/i) },
  {
    name: 'Square Appointments',
    signature: hosts(
      /(?<![\w-])(?:app\.)?squareup\.com\/appointments\//i,
      /(?<![\w-])book\.squareup\.com\//i,
      /(?<![\w-])[\w-]+\.square\.site\/book\b/i,
    ),
  },
  { name: 'Setmore', signature: hosts(/(?<![\w-])(?:[\w-]+\.)?setmore\.com\b/i) },
  { name: 'Vagaro', signature: hosts(/(?<![\w-])(?:www\.)?vagaro\.com\/[\w-]+/i) },
  {
    name: 'Mindbody',
    signature: hosts(
      /(?<![\w-])(?:widgets|brandedweb|clients)\.mindbodyonline\.com\//i,
      /(?<![\w-])[\w-]+\.mindbody\.io\//i,
      /(?<![\w-])widgets\.healcode\.com\//i,
    ),
  },
  {
    name: 'Zocdoc',
    signature: hosts(
      /(?<![\w-])(?:www\.|offsiteschedule\.)?zocdoc\.com\/(?:doctor|practice|scheduling|widget)/i,
    ),
  },
  {
    name: 'SevenRooms',
    signature: hosts(/(?<![\w-])(?:www\.)?sevenrooms\.com\/(?:reservations|explore|widget)/i),
  },
  { name: 'Tock', signature: hosts(/(?<![\w-])(?:www\.)?exploretock\.com\//i) },
  {
    name: 'TheFork',
    signature: hosts(
      /(?<![\w-])(?:www\.|widget\.)?(?:thefork|lafourchette)\.[a-z.]{2,6}\/(?:restaurant|widget|booking)/i,
    ),
  },
  { name: 'Quandoo', signature: hosts(/(?<![\w-])(?:www\.|booking-widget\.)?quandoo\.[a-z.]{2,6}\//i) },
  {
    name: 'Treatwell',
    signature: hosts(
      /(?<![\w-])(?:www\.|widget\.|book\.)?treatwell\.[a-z.]{2,6}\/(?:place|salon|widget|book)/i,
    ),
  },
  { name: 'StyleSeat', signature: hosts(/(?<![\w-])(?:www\.)?styleseat\.com\/m\//i) },
  { name: 'GlossGenius', signature: hosts(/(?<![\w-])[\w-]+\.glossgenius\.com\b/i) },
  { name: 'Schedulicity', signature: hosts(/(?<![\w-])(?:www\.)?schedulicity\.com\/scheduling\//i) },
  { name: 'Timely', signature: hosts(/(?<![\w-])(?:book|bookings)\.gettimely\.com\//i) },
  { name: 'Phorest', signature: hosts(/(?<![\w-])(?:www\.)?phorest\.com\/book\//i) },
  {
    name: 'Boulevard',
    signature: hosts(/(?<![\w-])(?:www\.|[\w-]+\.)?joinblvd\.com\/b\//i, /(?<![\w-])blvd\.co\//i),
  },
  { name: 'YouCanBookMe', signature: hosts(/(?<![\w-])[\w-]+\.youcanbook\.me\b/i) },
  { name: 'SuperSaaS', signature: hosts(/(?<![\w-])(?:www\.)?supersaas\.[a-z.]{2,6}\/schedule\//i) },
  { name: 'Appointy', signature: hosts(/(?<![\w-])(?:booking\.)?appointy\.com\//i) },
  { name: 'Picktime', signature: hosts(/(?<![\w-])(?:www\.)?picktime\.com\//i) },
  { name: 'Bookeo', signature: hosts(/(?<![\w-])(?:www\.|signin\.)?bookeo\.com\/[\w-]+/i) },
  { name: 'FareHarbor', signature: hosts(/(?<![\w-])fareharbor\.com\/(?:embeds\/|[\w-]+\/items)/i) },
  { name: 'Checkfront', signature: hosts(/(?<![\w-])[\w-]+\.checkfront\.com\/reserve/i) },
  {
    name: 'Housecall Pro',
    signature: hosts(
      /(?<![\w-])book\.housecallpro\.com\//i,
      /(?<![\w-])online-booking\.housecallpro\.com\//i,
    ),
  },
  { name: 'Jobber', signature: hosts(/(?<![\w-])clienthub\.getjobber\.com\/(?:booking|client_hubs)/i) },
  { name: 'ServiceTitan', signature: hosts(/(?<![\w-])(?:embed|scheduler)\.servicetitan\.com\//i) },
  {
    name: 'Microsoft Bookings',
    signature: hosts(
      /(?<![\w-])outlook\.office365\.com\/(?:owa\/calendar|book)\//i,
      /(?<![\w-])bookings\.cloud\.microsoft\//i,
    ),
  },
  {
    name: 'Google Calendar appointments',
    signature: hosts(
      /(?<![\w-])calendar\.app\.google\//i,
      /(?<![\w-])calendar\.google\.com\/calendar\/appointments\//i,
    ),
  },
  { name: 'HubSpot Meetings', signature: hosts(/(?<![\w-])meetings(?:-[a-z]+)?\.hubspot\.com\//i) },
  { name: 'Doctolib', signature: hosts(/(?<![\w-])(?:www\.)?doctolib\.(?:fr|de|it)\//i) },
  { name: 'Planity', signature: hosts(/(?<![\w-])(?:www\.)?planity\.com\/[\w-]+/i) },
  { name: 'NexHealth', signature: hosts(/(?<![\w-])app\.nexhealth\.com\/appt\//i) },
  { name: 'Zenoti', signature: hosts(/(?<![\w-])[\w-]+\.zenoti\.com\/webstore/i) },
  { name: 'ResDiary', signature: hosts(/(?<![\w-])(?:www\.|booking\.)?resdiary\.com\//i) },
  { name: 'Yelp Reservations', signature: hosts(/(?<![\w-])(?:www\.)?yelp\.com\/reservations\//i) },
  {
    name: 'a WordPress booking plugin',
    signature: {
      ownResources: [
        /\/wp-content\/plugins\/(?:ameliabooking|bookly-[\w-]+|latepoint|simply-schedule-appointments|bookingpress-appointment-booking|booking-activities|woocommerce-bookings|easy-appointments|appointment-hour-booking|salon-booking-system|restaurant-reservations|quick-restaurant-reservations)\//i,
      ],
    },
  },
];

/** What a link or button that leads to booking online says, in a few languages. */
const BOOK_ONLINE =
  /\b(?:book|schedule|reserve)\s+(?:(?:an?|your)\s+)?(?:appointment|table|session|consultation|visit|class|lesson)?\s*online\b|\bonline[\s-](?:booking|scheduling|reservations?|appointments?)\b|\bonline\s+(?:buchen|termin)|\breserv(?:ez|er)\s+en\s+ligne\b|\bprendre\s+rendez-vous\s+en\s+ligne\b/i;

/**
 * The online booking the page offers: a booking service's widget, frame or link (Calendly, Acuity, SimplyBook,
 * Booksy, Fresha, OpenTable, Resy, Square Appointments, Setmore, …), a WordPress booking plugin, or a link or
 * button that says it books online. Null when there is none: "Book now" alone (often a phone number or the contact page)
 * is not online booking.
 */
export function onlineBookingOf(page: Page): string | null {
  const service = BOOKING_SERVICES.find(({ signature }) => matchesSignature(page, signature));
  if (service) return service.name;
  const said = page.$('a[href], button, input[type="submit" i]').filter((_, el) => {
    const href = page.$(el).attr('href') ?? '';
    if (/^(?:tel|mailto|sms):/i.test(href)) return false;
    return BOOK_ONLINE.test(`${page.$(el).text()} ${page.$(el).attr('value') ?? ''}`);
  });
  return said.length > 0 ? 'an online booking link' : null;
}
