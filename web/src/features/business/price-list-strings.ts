/** What staff's price list screens say (/admin/price-lists and one list's page). */
export const priceListStrings = {
  heading: 'Price lists',
  pageDescription: "Business buyers' price lists.",
  loading: 'Loading...',
  none: 'No price lists yet.',
  /** A list's days: "2026-01-01 to 2026-12-31", or open-ended. */
  validity: (from: string, to: string | null) => (to ? `${from} to ${to}` : `From ${from}, no end date`),
  create: {
    heading: 'New price list',
    name: 'Name',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    dateHint: '(YYYY-MM-DD)',
    validToHint: '(YYYY-MM-DD, optional)',
    submit: 'Create price list',
    submitting: 'Creating...',
  },
  list: {
    back: 'All price lists',
    notFound: 'No such price list.',
    rules: (count: number) =>
      count === 0 ? 'No percentage rules.' : `${count} percentage rule${count === 1 ? '' : 's'}.`,
    entries: 'Entries',
    noEntries: 'No entries yet.',
    sku: 'SKU',
    fixedPrice: 'Fixed price',
    breaks: 'Quantity breaks',
    /** "1–4: J$…", "10+: J$…" */
    breakRange: (min: number, max: number | null) => (max === null ? `${min}+` : `${min}–${max}`),
    more: 'More',
    loadingMore: 'Loading...',
  },
  edit: {
    heading: 'Edit list',
    rules: 'Percentage rules',
    noRules: 'No rules: only the entries below set prices.',
    /** One row's legend: "Rule 1". */
    rule: (index: number) => `Rule ${index + 1}`,
    kind: 'Applies to',
    kinds: { brand: 'Brand', category: 'Category' },
    choose: { brand: 'Choose a brand', category: 'Choose a category' },
    percentOff: 'Percent off',
    addRule: 'Add a rule',
    removeRule: (index: number) => `Remove rule ${index + 1}`,
    remove: 'Remove',
    submit: 'Save list',
    submitting: 'Saving...',
    saved: 'Price list saved',
    savedNamed: (name: string) => `${name} is saved.`,
    /** A saved rule read back: "Category Computers: 10% off". */
    ruleLine: (kind: string, name: string, percent: number) => `${kind} ${name}: ${percent}% off`,
  },
  csv: {
    heading: 'Import by CSV',
    intro:
      'Paste rows of sku, fixed_price, min_quantity, max_quantity, unit_price with that header line; one row per quantity break. Each SKU in the file replaces its entry.',
    label: 'CSV',
    check: 'Check',
    checking: 'Checking...',
    apply: 'Apply',
    applying: 'Applying...',
    failed: 'The CSV could not be checked',
    summary: (rows: number, changes: number, unchanged: number, errors: number) =>
      `${rows} row${rows === 1 ? '' : 's'}: ${changes} to change, ${unchanged} unchanged, ${errors} error${errors === 1 ? '' : 's'}.`,
    changes: 'What would change',
    kind: { new: 'new', changed: 'changed' },
    changeLine: (line: number, sku: string, kind: string) => `Line ${line}: ${sku} (${kind})`,
    errors: 'Errors',
    errorLine: (line: number, field: string, message: string) => `Line ${line}, ${field}: ${message}`,
    blocked: 'Fix the errors and check again before applying.',
    applied: (count: number) => `Applied: ${count} entr${count === 1 ? 'y' : 'ies'} saved.`,
  },
} as const;
