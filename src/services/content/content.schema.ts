import * as v from 'valibot';

/** Menu click actions (spec §4). */
export const MENU_ACTIONS = ['Collection', 'CollectionType', 'ExternalLink', 'Form', 'Page'] as const;

export interface MenuItem {
  label: string;
  action: (typeof MENU_ACTIONS)[number];
  /** A site path for Page/Collection/CollectionType/Form, an absolute URL for ExternalLink. */
  target: string;
  children?: MenuItem[] | undefined;
}

const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  action: v.picklist(MENU_ACTIONS),
  target: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  children: v.optional(v.array(v.lazy(() => MenuItemSchema))),
});

export const MenuSchema = v.object({
  title: v.string(),
  items: v.array(MenuItemSchema),
});
export type Menu = v.InferOutput<typeof MenuSchema>;

const LinkSchema = v.object({
  label: v.pipe(v.string(), v.minLength(1)),
  href: v.pipe(v.string(), v.minLength(1)),
});

export const HomeBannerSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  subtitle: v.string(),
  cta: v.optional(LinkSchema),
});

export const HomeSectionSchema = v.object({
  kind: v.picklist(['features', 'routes', 'callout']),
  title: v.pipe(v.string(), v.minLength(1)),
  intro: v.optional(v.string()),
  items: v.optional(
    v.array(
      v.object({
        title: v.pipe(v.string(), v.minLength(1)),
        body: v.string(),
        link: v.optional(LinkSchema),
      }),
    ),
  ),
  cta: v.optional(LinkSchema),
});

export const HomeSchema = v.object({
  title: v.string(),
  description: v.string(),
  banners: v.array(HomeBannerSchema),
  sections: v.array(HomeSectionSchema),
});
export type Home = v.InferOutput<typeof HomeSchema>;

/** Schemas of the content types this service stores, keyed by type. */
export const CONTENT_TYPE_SCHEMAS = {
  menu: MenuSchema,
  home: HomeSchema,
} as const;
export type ContentType = keyof typeof CONTENT_TYPE_SCHEMAS;
