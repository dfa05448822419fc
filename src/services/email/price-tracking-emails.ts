/**
 * The emails of price tracking (issue 25): the guest's confirmation of a tracker, and the price-drop
 * alert. Both carry the tracker's unsubscribe link. Texts in locales/<lang>/price-tracking.json (key
 * `priceTracking`), this feature's own; dates and money through the shared formatters in the
 * recipient's language (inEmailLanguage sets the display locale).
 */
import { dateFormat, dayAsDate, formatAud } from '../../shared/i18n/intl';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/languages';
import { createTranslator, type Messages, type Translate } from '../../shared/i18n/translate';
import type { OutgoingEmail } from '../platform/mailer';
import { PRODUCT, inEmailLanguage } from './email-text';
import en from './locales/en/price-tracking.json' with { type: 'json' };
import id from './locales/id/price-tracking.json' with { type: 'json' };
import ja from './locales/ja/price-tracking.json' with { type: 'json' };
import ko from './locales/ko/price-tracking.json' with { type: 'json' };
import zhCN from './locales/zh-CN/price-tracking.json' with { type: 'json' };
import { escapeHtml } from './templates';

const BUNDLES: Record<Locale, Messages> = { en, id, ja, ko, 'zh-CN': zhCN };

/** What an email says about the tracked trip, with place names already in the recipient's language. */
export interface TrackedTrip {
  from: string;
  to: string;
  /** YYYY-MM-DD of each journey. */
  dates: string[];
  cabin: string;
  travellers: number;
}

export interface TrackerLinks {
  unsubscribe: string;
  /** The confirmation link (guests) or the results page of the search (alerts). */
  action: string;
}

const textsOf = (locale: Locale): Translate => createTranslator(BUNDLES[locale], locale);

function describe(t: Translate, trip: TrackedTrip) {
  const day = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  return {
    route: t('priceTracking.route', { from: trip.from, to: trip.to }),
    dates: trip.dates.map((date) => day.format(dayAsDate(date))).join(' – '),
    party: t('priceTracking.party', {
      cabin: t(`priceTracking.cabins.${trip.cabin}`),
      count: trip.travellers,
    }),
  };
}

interface Body {
  locale: Locale;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: { why: string; label: string; url: string };
}

function render(to: string, subject: string, body: Body): OutgoingEmail {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(text)}</p>`;
  const link = (label: string, url: string, style: string) =>
    `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(body.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(body.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#0b2545">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map(p).join('\n')}
<p style="margin:24px 0">${link(body.action.label, body.action.url, 'display:inline-block;padding:12px 24px;background:#0b2545;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600')}</p>
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#52606d">${escapeHtml(body.footer.why)} ${link(body.footer.label, body.footer.url, 'color:#0b2545')}</p>
<p style="margin:16px 0 0;font-size:13px;color:#52606d">${escapeHtml(PRODUCT)}</p></td></tr></table>
</body></html>`;
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${body.action.label}: ${body.action.url}`,
    '',
    body.footer.why,
    `${body.footer.label}: ${body.footer.url}`,
    '',
    PRODUCT,
  ].join('\n');
  return { to, subject, html, text };
}

/** What one of the two emails says in its own words; the action's address and the footer are shared. */
interface TrackerTexts {
  subject: string;
  heading: string;
  paragraphs: string[];
  actionLabel: string;
}

/** An email about a tracker, in the recipient's language, with the tracker's unsubscribe footer. */
function trackerEmail(
  to: string,
  links: TrackerLinks,
  locale: Locale,
  write: (t: Translate) => TrackerTexts,
): OutgoingEmail {
  const t = textsOf(locale);
  return inEmailLanguage(locale, () => {
    const texts = write(t);
    return render(to, texts.subject, {
      locale,
      heading: texts.heading,
      paragraphs: texts.paragraphs,
      action: { label: texts.actionLabel, url: links.action },
      footer: { why: t('priceTracking.why'), label: t('priceTracking.unsubscribe'), url: links.unsubscribe },
    });
  });
}

/** The guest's confirmation: nothing is tracked (and no alert sent) until its link is opened. */
export function trackerConfirmationEmail(
  to: string,
  trip: TrackedTrip,
  links: TrackerLinks,
  locale: Locale = DEFAULT_LOCALE,
): OutgoingEmail {
  return trackerEmail(to, links, locale, (t) => {
    const about = describe(t, trip);
    return {
      subject: t('priceTracking.confirmSubject', about),
      heading: t('priceTracking.confirmHeading'),
      paragraphs: [t('priceTracking.confirmIntro', about), t('priceTracking.confirmIgnore')],
      actionLabel: t('priceTracking.confirmAction'),
    };
  });
}

/** "Price drop: Sydney to London, 16 Jan 2027, now $9,620.03 (was $10,055.91)". */
export function priceDropEmail(
  to: string,
  trip: TrackedTrip,
  prices: { now: number; was: number },
  links: TrackerLinks,
  locale: Locale = DEFAULT_LOCALE,
): OutgoingEmail {
  return trackerEmail(to, links, locale, (t) => {
    const about = { ...describe(t, trip), now: formatAud(prices.now), was: formatAud(prices.was) };
    return {
      subject: t('priceTracking.dropSubject', about),
      heading: t('priceTracking.dropHeading'),
      paragraphs: [t('priceTracking.dropIntro', about), t('priceTracking.dropNote')],
      actionLabel: t('priceTracking.dropAction'),
    };
  });
}
