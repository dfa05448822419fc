import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../lib/api/browser-client';

/** Suggestions are asked for once typing pauses this long. */
const DEBOUNCE_MS = 220;
/** Fewer letters than this match too much to be worth a request. */
const MIN_QUERY = 2;

interface SuggestionWords {
  /** Announced when suggestions arrive ("5 suggestions"). */
  found: (count: number) => string;
  none: string;
  failed: string;
}

/**
 * The suggestions of a place combobox (flight places, hotel locations): asked for when typing pauses,
 * the previous request aborted when the text changes, too short a text asking nothing, and a status line for screen readers. `load` and
 * `words` are read at request time, so a caller may pass new closures on every render.
 */
export function useSuggestions<Row>(
  load: (query: string, signal: AbortSignal) => Promise<Row[]>,
  words: SuggestionWords,
) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Row[]>([]);
  const [status, setStatus] = useState('');
  const latest = useRef({ load, words });
  latest.current = { load, words };

  useEffect(() => {
    if (query.length < MIN_QUERY) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const { load: loadNow, words: wordsNow } = latest.current;
      loadNow(query, controller.signal)
        .then((rows) => {
          setOptions(rows);
          setStatus(rows.length ? wordsNow.found(rows.length) : wordsNow.none);
        })
        .catch((error: unknown) => {
          if (isAbortError(error)) return;
          setOptions([]);
          setStatus(wordsNow.failed);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return {
    options,
    status,
    /** The text as typed: suggestions follow it; too short a text clears them at once. */
    search(text: string) {
      const trimmed = text.trim();
      setQuery(trimmed);
      if (trimmed.length < MIN_QUERY) setOptions([]);
    },
    /** A suggestion was chosen: the list closes. */
    close: () => setOptions([]),
  };
}
