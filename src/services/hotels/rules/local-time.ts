/** Instants as people at the property read them: "2 pm, Fri 4 Dec" in the property's zone, never ISO. */
export function formatPropertyTime(utcMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const minute = get('minute');
  const clock = `${get('hour')}${minute === '00' ? '' : `:${minute}`} ${get('dayPeriod').toLowerCase()}`;
  return `${clock}, ${get('weekday')} ${get('day')} ${get('month')}`;
}
