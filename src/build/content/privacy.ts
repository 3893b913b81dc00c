/**
 * The privacy notice (/privacy). It describes what the code does: the forms (src/shared/forms.ts,
 * server/routes/forms.ts), the consultation bookings (server/booking/, server/routes/booking.ts), the notifications (server/notify/), the chat (server/routes/chat.ts keeps
 * no message), the web-vitals beacon (src/features/vitals/, server/routes/vitals.ts), the visit
 * statistics and a submission's source (src/api/visit.ts, src/features/analytics/, server/routes/analytics.ts), the request
 * log (server/requestLog.ts) and the purge (server/privacy/). The retention periods come in from
 * the same settings the server enforces (src/shared/retention.ts).
 */
import { SECURITY_POLICY_PATH } from '../../model/legalPaths';
import { IDEMPOTENCY_KEY_TTL_HOURS, type Retention } from '../../shared/retention';
import { company, formattedAddress } from './company';
import type { PolicyDocument } from '../../model/schemas/records';

const mail = (address: string) => ({ text: address, href: `mailto:${address}` });

/** Whole years when the days are a multiple of 365, so the notice reads "730 days (2 years)". */
function period(days: number): string {
  const unit = days === 1 ? 'day' : 'days';
  return days % 365 === 0 ? `${days} ${unit} (${days / 365} year${days === 365 ? '' : 's'})` : `${days} ${unit}`;
}

export function privacyNotice(retention: Retention): PolicyDocument {
  return {
    title: 'Privacy Notice',
    intro: `What ${company.name} collects through this website, why, who receives it, how long we keep it and how you can see or delete it.`,
    updated: '2026-12-02',
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible',
        paragraphs: [
          `${company.legalName} (“${company.name}”, “we”), ${formattedAddress.join(', ')}, is responsible for the personal data collected through this website.`,
          ['Write to ', mail(company.email), ` or call ${company.phone.display} with any question about this notice or your data.`],
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect and why',
        paragraphs: [
          'We collect only what you type into our forms, and only to answer you or to send you what you asked for. We do not buy data about you, build profiles or send marketing you did not ask for.',
        ],
        points: [
          'Consultation request (the “Get a Free Consultation” dialog): your full name, company name (optional), e-mail address and/or phone number, and the service you are interested in, so that we can contact you about the consultation you asked for.',
          'Contact form: your first and last name, e-mail address, phone number and company (both optional), the service of interest and your message, so that we can answer it.',
          'Consultation booking (choosing a time for the free consultation, on its own page or after the consultation dialog): your name, e-mail address, company and phone number (both optional), the time you chose, your browser’s time zone (to show and send the time in yours), which of our consultants meets you, the consultation request it follows (if you sent one), and when you booked, moved or cancelled it, so that the meeting takes place and is in both calendars. The links in its e-mails, to move or cancel the meeting, carry random codes of which we keep only a one-way fingerprint, and work until the meeting starts.',
          'With each request or booking we store the time we received it. The forms contain a hidden field that people never see; a submission that fills it is treated as spam and neither stored nor sent.',
          'With a consultation request, a booking or a message we also store where your visit came from, so that we know which of our pages, articles and campaigns bring enquiries: the page of this site you arrived on, the name of the website that linked to it (only its host name, such as news.example.com, never the full address), the campaign names in the link you followed (its utm_source, utm_medium and utm_campaign) and how many pages you had seen. Not when your browser sends Do Not Track or Global Privacy Control.',
          'Newsletter: your e-mail address, whether you have confirmed it, and when you signed up, confirmed or unsubscribed. We send one e-mail to confirm the address; only after you follow its link do you receive the newsletter (security advisories, compliance deadlines and guides, once a month). Every e-mail has a link to unsubscribe in one click. The links carry random codes of which we keep only a one-way fingerprint.',
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Legal basis',
        paragraphs: [
          'We use what you send through the forms and the booking step to take the steps you ask for before a possible contract (Article 6(1)(b) GDPR) and for our legitimate interest in answering business enquiries (Article 6(1)(f)).',
          'We send the newsletter with your consent, given by confirming your address (Article 6(1)(a)); you withdraw it by unsubscribing.',
          'The performance measurements and the request log described below serve our legitimate interest in a fast, working and secure website (Article 6(1)(f)); the visit statistics and the source of a request, our legitimate interest in knowing which of our pages and campaigns are useful to visitors (Article 6(1)(f)), which holds no personal data in the statistics and which you can refuse with your browser’s Do Not Track or Global Privacy Control setting.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Who receives it',
        paragraphs: [
          'A consultation request or message is stored on our server and passed to our team through the channels we have set up: an e-mail to our team’s mailbox, sent through our e-mail provider, and/or a signed message to our own business systems (a webhook). Both carry the contents of the form and where the visit came from (above).',
          'A booking is passed on in the same ways, and you and the consultant who meets you each receive an e-mail with a calendar invitation (your name and e-mail address are in it, as the meeting’s guest) through our e-mail provider, again when the meeting is moved or cancelled, and a reminder before it.',
          'Your newsletter address is sent through our e-mail provider, and when we use a mailing service to send the newsletter, to that service, which we keep in step when you confirm or unsubscribe.',
          'We do not sell or share your data with anyone else. Our hosting provider stores it on our behalf.',
        ],
      },
      {
        id: 'chat',
        heading: 'The chat assistant',
        paragraphs: [
          'Your chat messages are sent to our server to find an answer among the pages of this site. The server does not store them and does not write them to its log.',
          'Your browser keeps the conversation in its session storage while the tab is open, so that it stays with you from page to page; closing the tab deletes it.',
          'If we turn on an external AI model to phrase the answers, your message and the matching pages of this site are also sent to that model’s provider, only to write the answer.',
        ],
      },
      {
        id: 'cookies',
        heading: 'No cookies, no trackers',
        paragraphs: [
          'This website sets no cookies and contains no advertising or social-media trackers and no third-party analytics. It loads nothing from other websites and sends nothing to anyone but our own server.',
          'Your browser’s session storage holds three things, all deleted when you close the tab: the chat conversation, a note that the consultation dialog has already opened by itself, so that it does not open again, and where this visit came from (below).',
        ],
      },
      {
        id: 'statistics',
        heading: 'Visit statistics, without cookies',
        paragraphs: [
          'To learn which pages, articles and campaigns are useful, our own server counts page views and a few actions: opening the consultation dialog, sending a request, booking a consultation, sending a message or a newsletter sign-up, opening the chat and asking it a first question, using the site search, and following our phone or e-mail link.',
          'For each, your browser sends our server the page’s path (never the part of the address after ? or #), the kind of action, the class of your device (phone, tablet or computer, from the width of the window), and where the visit came from: the page you arrived on, the host name of the website that linked to it, the campaign names in the link (utm_source, utm_medium, utm_campaign) and how many pages you had seen.',
          'To count visitors without a cookie, the server makes a one-way fingerprint of a secret that changes every day, this website’s address, your IP address and your browser’s name and version. It stores the fingerprint and never your IP address or browser name; it deletes each day’s secret when the day is over, after which nobody, including us, can link your visits on different days or work back to your address. Search engines, other robots and automated browsers are not counted.',
          'If your browser sends Do Not Track or Global Privacy Control, it sends none of this and your requests carry no source; our server also discards any statistics message that carries either signal.',
        ],
      },
      {
        id: 'performance',
        heading: 'Performance measurements',
        paragraphs: [
          'To keep the site fast, page visits (or a share of them) report how quickly the page loaded, how quickly it reacted and how much its layout moved (the Core Web Vitals LCP, INP, CLS, FCP and TTFB).',
          'When you leave or hide the page, your browser sends one small message with the page’s path (never the part of the address after ? or #), and for each measurement its name, its value and a measurement id that the web-vitals library makes from the time of the page view and a random number. It contains no cookie, no name, no e-mail address and no identifier that carries over to another visit. We store the path (an address that is not a page of this site is stored as /404), the names, values and ids, and the time received.',
        ],
      },
      {
        id: 'logs',
        heading: 'Server log and abuse protection',
        paragraphs: [
          'For each request our server writes one line to its log: the time, the method and address requested, the status, the time taken and your IP address. It never contains what you typed into a form or the chat.',
          'To stop abuse, the server counts requests per IP address for one minute at a time, in memory only.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: ['A purge runs every day on our server and deletes:'],
        points: [
          `consultation requests and contact messages, with the record of their delivery to our team, ${period(retention.submissionsDays)} after we received them (sooner if you ask us to erase them; a request that could not yet be delivered to our team is kept until it is);`,
          `consultation bookings, with the records of their e-mails and the fingerprints of their links, ${period(retention.bookingsDays)} after the meeting’s planned end, a cancelled meeting’s too (sooner if you ask us to erase them; a booking whose e-mail could not yet be delivered is kept until it is);`,
          `performance measurements ${period(retention.vitalsDays)} after we received them;`,
          `the single page views and actions of the visit statistics after ${period(retention.analyticsDays)}; what we keep after that are the totals of each day (page views, visits, visitors and requests per page, referring website, campaign and device), which say nothing about any one person;`,
          'the source of a consultation request, booking or message, with that request, booking or message;',
          'a newsletter sign-up that was never confirmed, 8 days after the confirmation e-mail was requested (its link works for 7); an address that unsubscribed, at the next purge (once any system of ours that keeps the mailing list in step has been told);',
          `the keys that stop a double-clicked form from being sent twice ${IDEMPOTENCY_KEY_TTL_HOURS} hours after they were used (they hold the reference and time of the answer and a one-way fingerprint of the submitted values, never the values themselves; an erasure request deletes them with the submission).`,
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights: see, correct or delete your data',
        paragraphs: [
          [
            'You can ask us for a copy of everything we hold under your e-mail address, ask us to correct it, to erase it, or object to its use. Write to ',
            mail(company.email),
            ' from that address (or tell us how to confirm it is yours). We answer within one month, usually within days; export and erasure cover every stored request, booking and message with that address, a newsletter subscription, and the records of their delivery.',
          ],
          'You may also complain to a data protection authority, such as the one where you live or work.',
        ],
      },
      {
        id: 'security',
        heading: 'Reporting a security problem',
        paragraphs: [
          [
            'If you find a security problem on this website, please tell us: see our ',
            { text: 'vulnerability disclosure policy', href: SECURITY_POLICY_PATH },
            '.',
          ],
        ],
      },
    ],
  };
}
