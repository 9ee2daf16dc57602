/**
 * What staff are told of a price list's header (the "New price list" and "Edit list" forms, and the
 * 400 of the routes behind them, which name the field: `valid_to: Valid to must not be before Valid
 * from.`), in the forms' own words: one sentence per problem, naming the field by its label.
 */
export const priceListMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: (max: number) => `Name must be at most ${max} characters.`,
  validFromDate: 'Valid from must be a date (YYYY-MM-DD).',
  validToDate: 'Valid to must be a date (YYYY-MM-DD), or left empty for no end date.',
  validToBeforeFrom: 'Valid to must not be before Valid from.',
  tooManyRules: (max: number) => `A list can have at most ${max} percentage rules.`,
  ruleKind: 'Applies to must be Category or Brand.',
  ruleTarget: 'Choose a category or brand.',
  ruleTargetTwice: 'This category or brand already has a rule in this list.',
  percentOff: 'Percent off must be a number.',
  percentOffAboveZero: 'Percent off must be more than 0.',
  percentOffAtMost: (max: number) => `Percent off must be at most ${max}.`,
  percentOffDecimals: 'Percent off can have at most 2 decimal places.',
} as const;
