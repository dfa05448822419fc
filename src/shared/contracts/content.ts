import * as v from 'valibot';

/** Menu click actions (spec §4). */
const MENU_ACTIONS = ['Collection', 'CollectionType', 'ExternalLink', 'Form', 'Page'] as const;
type MenuAction = (typeof MENU_ACTIONS)[number];

/** One entry of a CMS menu, as GET /menus/{key} of the Content API returns it. */
export interface MenuItem {
  label: string;
  action: MenuAction;
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

export const ContentLinkSchema = v.object({
  label: v.pipe(v.string(), v.minLength(1)),
  href: v.pipe(v.string(), v.minLength(1)),
});

const HomeBannerSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  subtitle: v.string(),
  cta: v.optional(ContentLinkSchema),
});
export type HomeBanner = v.InferOutput<typeof HomeBannerSchema>;

const HOME_SECTION_KINDS = ['features', 'routes', 'callout'] as const;

const HomeSectionItemSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  body: v.string(),
  link: v.optional(ContentLinkSchema),
});
export type HomeSectionItem = v.InferOutput<typeof HomeSectionItemSchema>;

const HomeSectionSchema = v.object({
  kind: v.picklist(HOME_SECTION_KINDS),
  title: v.pipe(v.string(), v.minLength(1)),
  intro: v.optional(v.string()),
  items: v.optional(v.array(HomeSectionItemSchema)),
  cta: v.optional(ContentLinkSchema),
});
export type HomeSection = v.InferOutput<typeof HomeSectionSchema>;

/** The home page, as GET /home of the Content API returns it. */
export const HomeSchema = v.object({
  title: v.string(),
  description: v.string(),
  banners: v.array(HomeBannerSchema),
  sections: v.array(HomeSectionSchema),
});
export type Home = v.InferOutput<typeof HomeSchema>;
