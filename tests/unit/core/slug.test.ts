import { describe, expect, it } from 'vitest';
import { slugify } from '@core/catalogue/slug.js';

describe('slugify', () => {
  it('lowercases the name and joins words with hyphens', () => {
    expect(slugify('Kingston A400 480GB SATA SSD')).toBe('kingston-a400-480gb-sata-ssd');
  });

  it('turns each run of non-alphanumerics into one hyphen', () => {
    expect(slugify('HP 250 G9 15.6" Laptop — Core i5/8GB')).toBe('hp-250-g9-15-6-laptop-core-i5-8gb');
  });

  it('trims hyphens at both edges', () => {
    expect(slugify('  --Ubiquiti UniFi U6+ -- ')).toBe('ubiquiti-unifi-u6');
  });

  it('keeps the base letter of accented letters', () => {
    expect(slugify('Café Crème Édition')).toBe('cafe-creme-edition');
  });

  it('returns an empty slug for a name without letters or digits', () => {
    expect(slugify(' &%! ')).toBe('');
  });
});
