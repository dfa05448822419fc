/** Path data of the site's icons (24 px grid). `fill` paths are solid, the rest are strokes. */
export interface IconShape {
  d: string;
  fill?: boolean;
}

export const ICONS = {
  globe: [
    { d: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z' },
    { d: 'M12 3c-2.4 2.6-3.6 5.6-3.6 9s1.2 6.4 3.6 9c2.4-2.6 3.6-5.6 3.6-9S14.4 5.6 12 3z' },
    { d: 'M3.6 9h16.8M3.6 15h16.8' },
  ],
  contrast: [{ d: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z' }, { d: 'M12 3a9 9 0 0 1 0 18z', fill: true }],
  chevronDown: [{ d: 'M6 9l6 6 6-6' }],
  check: [{ d: 'M5 12.5l4.5 4.5L19 7.5' }],
  menu: [{ d: 'M4 7h16M4 12h16M4 17h16' }],
  close: [{ d: 'M6 6l12 12M18 6L6 18' }],
  user: [
    { d: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8z' },
    { d: 'M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5' },
  ],
  phone: [
    {
      d: 'M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.6 5.5a2 2 0 0 1 2-2z',
    },
  ],
  plane: [
    {
      d: 'M12 2.5c.8 0 1.3.7 1.3 1.6v5.2l7.2 4.4v1.9l-7.2-2.2v4.7l2 1.5v1.6L12 20.3l-3.3.9v-1.6l2-1.5v-4.7l-7.2 2.2v-1.9l7.2-4.4V4.1c0-.9.5-1.6 1.3-1.6z',
      fill: true,
    },
  ],
  seat: [
    { d: 'M3 18.5h18' },
    { d: 'M4 18.5v-4.5h10.5a4.5 4.5 0 0 1 4.5 4.5' },
    { d: 'M4 14V9.5' },
    { d: 'M8 11.5a1.75 1.75 0 1 0 0-3.5a1.75 1.75 0 0 0 0 3.5z' },
  ],
  headset: [
    { d: 'M4 14v-2a8 8 0 0 1 16 0v2' },
    { d: 'M4 14h3v5H5a1 1 0 0 1-1-1z' },
    { d: 'M20 14h-3v5h2a1 1 0 0 0 1-1z' },
    { d: 'M17 19c0 1.2-2 2-4.5 2' },
  ],
  route: [
    { d: 'M5.5 20a2 2 0 1 0 0-4a2 2 0 0 0 0 4z' },
    { d: 'M18.5 8a2 2 0 1 0 0-4a2 2 0 0 0 0 4z' },
    { d: 'M7 16.5C9.5 9.5 13.5 14 17 7.5' },
  ],
  arrowRight: [{ d: 'M5 12h14M13 6l6 6-6 6' }],
  bell: [{ d: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z' }, { d: 'M10 20.5a2 2 0 0 0 4 0' }],
  info: [{ d: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z' }, { d: 'M12 11v5.5M12 7.75v.01' }],
  alert: [{ d: 'M12 3.5l9.5 16.5h-19z' }, { d: 'M12 10v4.5M12 17.25v.01' }],
  lock: [{ d: 'M6 11h12v9H6z' }, { d: 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3' }],
} satisfies Record<string, IconShape[]>;

export type IconName = keyof typeof ICONS;
