/**
 * How a blog tag and a post's category read. Tags are stored as slugs ("roth-ira", "k-1", "401k");
 * readers see them in their proper form ("Roth IRA", "K-1", "401(k)"). A post's category is
 * derived from its tags and names the typographic cover that stands for the post on the page and
 * in its Open Graph image (decision 371).
 */

/** Whole tags whose proper form no rule can guess. */
const TAG_LABELS: Readonly<Record<string, string>> = {
  '401k': '401(k)',
  '403b': '403(b)',
  '457b': '457(b)',
  '529-plans': '529 plans',
  'k-1': 'K-1',
  'w-2': 'W-2',
  'roth-ira': 'Roth IRA',
  'backdoor-roth': 'Backdoor Roth',
  'mega-backdoor-roth': 'Mega backdoor Roth',
};

/** Words always written one way, wherever they stand in a tag. */
const WORD_LABELS: Readonly<Record<string, string>> = {
  biglaw: 'BigLaw',
  pslf: 'PSLF',
  ira: 'IRA',
  iras: 'IRAs',
  hsa: 'HSA',
  fsa: 'FSA',
  rap: 'RAP',
  idr: 'IDR',
  rsu: 'RSU',
  rsus: 'RSUs',
  llc: 'LLC',
  pllc: 'PLLC',
  amt: 'AMT',
  roth: 'Roth',
  fica: 'FICA',
  us: 'US',
  irs: 'IRS',
  sep: 'SEP',
};

/** "roth-ira" → "Roth IRA", "student-loans" → "Student loans", "k-1" → "K-1". */
export const tagLabel = (tag: string): string => {
  const whole = TAG_LABELS[tag];
  if (whole) return whole;
  const words = tag.split('-').filter(Boolean);
  return words
    .map((word, i) => WORD_LABELS[word] ?? (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
};

export const BLOG_CATEGORIES = {
  'student-loans': { label: 'Student loans', tags: ['student-loans', 'pslf', 'public-interest', 'refinancing'] },
  taxes: { label: 'Taxes', tags: ['taxes', 'estimated-taxes', 'withholding', 'k-1', 'tax-planning'] },
  retirement: { label: 'Retirement and investing', tags: ['retirement', '401k', 'roth-ira', 'investing', 'backdoor-roth'] },
  insurance: { label: 'Insurance and protection', tags: ['insurance', 'disability', 'risk-management', 'life-insurance'] },
  career: { label: 'Career and pay', tags: ['biglaw', 'compensation', 'career', 'partnership', 'solo-practice', 'in-house'] },
  household: { label: 'Budgeting and home', tags: ['budgeting', 'housing', 'mortgages', 'cash-management', 'emergency-fund'] },
  planning: { label: 'Financial planning', tags: ['financial-advisors', 'fiduciary', 'estate-planning'] },
} as const satisfies Record<string, { label: string; tags: readonly string[] }>;
export type BlogCategory = keyof typeof BLOG_CATEGORIES;
export const BLOG_CATEGORY_IDS = Object.keys(BLOG_CATEGORIES) as BlogCategory[];

/** The category of the first tag that has one (authors list the main topic first); else planning. */
export const postCategory = (tags: readonly string[]): BlogCategory => {
  for (const tag of tags)
    for (const id of BLOG_CATEGORY_IDS) if ((BLOG_CATEGORIES[id].tags as readonly string[]).includes(tag)) return id;
  return 'planning';
};

/** The generated cover of a category: a public file of the web build (scripts/render-covers.mjs). */
export const categoryCoverPath = (category: BlogCategory): string => `/blog-cover-${category}.jpg`;
export const COVER_SIZE = { width: 1200, height: 630 } as const;

/** The image that stands for a post: its uploaded cover, else its category's generated one. */
export const postCoverImage = (post: { coverUrl: string | null; coverAlt: string | null; tags: readonly string[] }) => {
  if (post.coverUrl) return { src: post.coverUrl, alt: post.coverAlt ?? '', generated: false };
  const category = postCategory(post.tags);
  return { src: categoryCoverPath(category), alt: '', generated: true, category, label: BLOG_CATEGORIES[category].label };
};
