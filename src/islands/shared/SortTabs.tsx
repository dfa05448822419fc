/**
 * Sort orders as a group of toggle buttons (aria-pressed), one look for flight and hotel results. A hint
 * (the cheapest price, the fastest time) sits under an order's name when given.
 */
export function SortTabGroup<Sort extends string>({
  label,
  sorts,
  value,
  onChange,
  nameOf,
  hintOf = () => undefined,
}: {
  label: string;
  sorts: readonly Sort[];
  value: Sort;
  onChange: (sort: Sort) => void;
  nameOf: (sort: Sort) => string;
  hintOf?: (sort: Sort) => string | undefined;
}) {
  return (
    <div role="group" aria-label={label} className="sort-tabs">
      {sorts.map((sort) => {
        const hint = hintOf(sort);
        return (
          <button
            key={sort}
            type="button"
            className="sort-tab"
            aria-pressed={value === sort}
            onClick={() => onChange(sort)}
          >
            {nameOf(sort)}
            {hint && <span className="text-xs font-semibold opacity-80">{hint}</span>}
          </button>
        );
      })}
    </div>
  );
}
