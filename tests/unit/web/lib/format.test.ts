import { describe, expect, it } from 'vitest';
import { formatPrice, formatSpecificationKey } from '../../../../web/src/lib/format';

describe('formatPrice', () => {
  it('writes Jamaican dollars with thousands separators and no decimals', () => {
    expect(formatPrice(28895)).toBe('$28,895');
  });

  it('rounds cents to whole dollars', () => {
    expect(formatPrice(1499.5)).toBe('$1,500');
    expect(formatPrice(1499.49)).toBe('$1,499');
  });

  it('writes zero and large amounts', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1_234_567)).toBe('$1,234,567');
  });
});

describe('formatSpecificationKey', () => {
  it('shows underscores as spaces', () => {
    expect(formatSpecificationKey('display_size')).toBe('display size');
    expect(formatSpecificationKey('licence__type_')).toBe('licence type');
  });

  it('leaves a key without underscores alone', () => {
    expect(formatSpecificationKey('Processor')).toBe('Processor');
  });
});
