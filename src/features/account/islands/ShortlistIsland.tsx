/**
 * Shortlisted Flights (spec §2 dashboard tabs, and /shortlist for guests): list, search and delete
 * through the Booking API's /ShortlistedFlight/List, /Search and /Delete (body {siteId, ...}); the BFF
 * sends the account token, or a guest's public token. Loaded after hydration: the list is the
 * traveller's own and changes from other tabs.
 */
import { useT } from '../../../islands/shared/island-shell';
import { useCallback, useEffect, useState } from 'react';
import { PrimaryButton } from '../../../islands/shared/PrimaryButton';
import { withIslandShell, type IslandShellProps } from '../../../islands/shared/IslandShell';
import { Outcome, TextField, callApi, type FormOutcome } from './kit';
import { ShortlistEntryCard, routeOf } from './ShortlistEntryCard';
import type { ShortlistEntry } from './shortlist-entry';
import * as bookingApi from '../../../shared/contracts/endpoints-booking';

type ShortlistItem = ShortlistEntry;

interface Props extends IslandShellProps {
  siteId: string;
}

function ShortlistIsland(props: Props) {
  const t = useT();
  const [items, setItems] = useState<ShortlistItem[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const fetchItems = useCallback(
    (search?: string) =>
      search
        ? callApi<ShortlistItem[]>(bookingApi.shortlistSearch, {
            siteId: props.siteId,
            keyword: search,
          })
        : callApi<ShortlistItem[]>(bookingApi.shortlistList, { siteId: props.siteId }),
    [props.siteId],
  );
  const show = useCallback(
    (answer: Awaited<ReturnType<typeof fetchItems>>, search?: string) => {
      if (!answer.ok) {
        setItems([]);
        return setOutcome({ kind: 'error', message: answer.message || t('dashboard.shortlist.failed') });
      }
      setItems(answer.data ?? []);
      if (search && !answer.data?.length) {
        setOutcome({ kind: 'info', message: answer.message || t('dashboard.shortlist.noMatch') });
      }
    },
    [t],
  );
  const load = (search?: string) => fetchItems(search).then((answer) => show(answer, search));

  useEffect(() => {
    let live = true;
    void fetchItems().then((answer) => {
      if (live) show(answer);
    });
    return () => {
      live = false;
    };
  }, [fetchItems, show]);

  return (
    <div className="grid gap-6">
      <form
        className="flex flex-wrap items-end gap-4"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setOutcome(null);
          void load(keyword.trim() || undefined);
        }}
      >
        <TextField
          id="shortlist-keyword"
          className="min-w-64 flex-1"
          type="search"
          label={t('dashboard.shortlist.search')}
          hint={t('dashboard.shortlist.searchHint')}
          value={keyword}
          onValue={setKeyword}
        />
        <PrimaryButton label={t('dashboard.shortlist.searchButton')} />
      </form>
      <Outcome outcome={outcome} />
      {items === null ? (
        <p className="text-ink-muted">{t('dashboard.shortlist.loading')}</p>
      ) : items.length === 0 && !keyword ? (
        <div className="grid gap-3">
          <p>{t('dashboard.shortlist.empty')}</p>
          <p>
            <a className="btn btn-ghost" href="/">
              {t('dashboard.shortlist.searchFlights')}
            </a>
          </p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label={t('dashboard.shortlist.listLabel')}>
          {items.map((item) => (
            <ShortlistEntryCard
              key={item.id}
              entry={item}
              t={t}
              onRemove={async () => {
                const route = routeOf(item);
                const answer = await callApi(bookingApi.shortlistDelete, {
                  siteId: props.siteId,
                  id: item.id,
                });
                if (!answer.ok)
                  return setOutcome({
                    kind: 'error',
                    message: answer.message || t('dashboard.shortlist.failed'),
                  });
                setItems((current) => current?.filter((entry) => entry.id !== item.id) ?? null);
                setOutcome({ kind: 'success', message: t('dashboard.shortlist.deleted', { route }) });
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export default withIslandShell(ShortlistIsland);
