import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/dates';
import { groupComposition, isEffortLevel, minTravellersForComposition, moodShares, type MoodShare } from '../../../shared/tripCharacter';
import type { Tour, TravelCore } from '../../data/types';
import { usePage } from '../PageContext';
import { displayNames, listFormat, numberFormat } from '../../../markets/intlFormats';
import { rememberer } from '../../../shared/remember';

type Travel = TravelCore['travel'];

function usePercent() {
  const { market } = usePage();
  const format = numberFormat(market.intlLocale, { style: 'percent', maximumFractionDigits: 0 });
  return (percent: number) => format.format(percent / 100);
}

const languageLists = rememberer(500);

/** Language names in the market's language, most spoken first, as a natural list ("Italian, English and German"). */
function useLanguageList() {
  const { market } = usePage();
  return (codes: string[]): string => languageLists(`${market.intlLocale}|${codes.join(',')}`, () => writeLanguageList(codes, market.intlLocale));
}

function writeLanguageList(codes: string[], locale: string): string {
  const names = codes.map((code) => {
    try {
      return displayNames(locale, { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  });
  try {
    return listFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** Mood shares as bars: the percentage is written beside each bar, which only repeats it. */
function MoodBars({ shares }: { shares: MoodShare[] }) {
  const percent = usePercent();
  return (
    <ul className="mood-bars">
      {shares.map((share) => (
        <li key={share.code} className="mood-bar" data-mood={share.code}>
          <span className="mood-bar__label">{share.label}</span>
          <svg className="mood-bar__track" aria-hidden="true" preserveAspectRatio="none">
            <rect className="mood-bar__fill" width={`${share.percent}%`} height="100%" rx="4" />
          </svg>
          <span className="mood-bar__value">{percent(share.percent)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Compact form: one stacked bar and the shares in words. */
function MoodStack({ shares }: { shares: MoodShare[] }) {
  const { t } = useTranslation();
  const percent = usePercent();
  let x = 0;
  return (
    <>
      <svg className="mood-stack" aria-hidden="true" preserveAspectRatio="none">
        {shares.map((share, index) => {
          const rect = <rect key={share.code} className={`mood-stack__part mood-stack__part--${index % 5}`} x={`${x}%`} width={`${share.percent}%`} height="100%" />;
          x += share.percent;
          return rect;
        })}
      </svg>
      <span className="mood-stack__text">
        {shares.map((share) => t('character.moodShare', { mood: share.label, percent: percent(share.percent) })).join(' · ')}
      </span>
    </>
  );
}

function EffortDots({ level }: { level: number }) {
  return (
    <svg className="effort__dots" viewBox="0 0 58 10" width="58" height="10" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((step) => (
        <circle key={step} cx={5 + (step - 1) * 12} cy="5" r="4.25" className={step <= level ? 'effort__dot effort__dot--on' : 'effort__dot'} />
      ))}
    </svg>
  );
}

function Effort({ level, compact }: { level: number; compact?: boolean }) {
  const { t } = useTranslation();
  const key = `character.effortLevels.l${level}` as const;
  return (
    <>
      <p className="effort">
        <EffortDots level={level} />
        <strong>{t(`${key}.name`)}</strong>
        <span className="effort__level">{t('character.effortLevel', { level })}</span>
      </p>
      <p className={compact ? 'effort__line effort__line--compact' : 'effort__line'}>{t(`${key}.line`)}</p>
    </>
  );
}

/**
 * A departure's group in aggregate (shared/tripCharacter.ts groupComposition): nothing that
 * identifies anyone, and no figures at all below the anonymity threshold, which is stated.
 */
function GroupFacts({ tour, showDate }: { tour: Tour; showDate: boolean }) {
  const { t } = useTranslation();
  const { market } = usePage();
  const percent = usePercent();
  const languageList = useLanguageList();
  const composition = groupComposition(tour.groupInfo);
  return (
    <>
      {showDate ? <p className="character__sub">{t('character.groupOf', { date: formatDate(tour.startingDate, market.id) })}</p> : null}
      {composition.shown ? (
        <>
          <dl className="group-facts">
            <div><dt>{t('character.booked')}</dt><dd>{t('character.travellers', { count: composition.travellers })}</dd></div>
            {composition.ageBand ? (
              <div>
                <dt>{t('character.ages')}</dt>
                <dd>{composition.ageBand.to === null ? t('character.agesFrom', { from: composition.ageBand.from }) : t('character.agesRange', { from: composition.ageBand.from, to: composition.ageBand.to })}</dd>
              </div>
            ) : null}
            <div><dt>{t('character.firstTimers')}</dt><dd>{percent(composition.firstTimersPercent)}</dd></div>
            {composition.languages.length ? <div><dt>{t('character.languages')}</dt><dd>{languageList(composition.languages)}</dd></div> : null}
          </dl>
          <p className="character__rule">{t('character.rule', { count: minTravellersForComposition })}</p>
        </>
      ) : (
        <p className="character__rule character__rule--waiting">{t('character.tooFew', { count: composition.minimum })}</p>
      )}
    </>
  );
}

/**
 * What the trip is like (issue 14 item 6): mood shares, effort level and the group of one
 * departure (the selected one, else the next bookable one). The trip page shows it in full;
 * the tour page, where the departure comes first, in a compact form.
 */
export function TripCharacter({ travel, tour, compact = false }: { travel: Travel; tour: Tour | null; compact?: boolean }) {
  const { t } = useTranslation();
  const shares = moodShares(travel.moods);
  const level = isEffortLevel(travel.effortLevel) ? travel.effortLevel : null;
  if (!shares.length && level === null && !tour) return null;
  return (
    <section className={compact ? 'trip__section character character--compact' : 'trip__section character'} aria-labelledby="character-title" id="character">
      <h2 id="character-title">{t('character.title')}</h2>
      <div className="character__grid">
        {shares.length ? (
          <div className="character__part character__part--moods">
            <h3 className="character__heading">{t('character.moods')}</h3>
            {compact ? <MoodStack shares={shares} /> : <MoodBars shares={shares} />}
          </div>
        ) : null}
        {level !== null ? (
          <div className="character__part character__part--effort">
            <h3 className="character__heading">{t('character.effort')}</h3>
            <Effort level={level} compact={compact} />
          </div>
        ) : null}
        {tour ? (
          <div className="character__part character__part--group">
            <h3 className="character__heading">{t('character.group')}</h3>
            <GroupFacts tour={tour} showDate={!compact} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
