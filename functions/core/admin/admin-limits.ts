/** The admin area. */
export const ADMIN = {
  /** Users per page of the user administration list, and the most `GET /api/admin/users` returns at once. */
  userListLimit: 100,
  /** Stock quick-update steps of the inventory table. */
  stockQuickUpdates: [-1, 1, 10],
  /** Generated SKUs: this prefix, six digits, three random uppercase letters. */
  generatedSkuPrefix: 'SHG-',
  generatedSkuDigits: 6,
  generatedSkuLetters: 3,
  /** Step of the price inputs of the product form. */
  priceStep: 0.01,
  /** Rows per page of the admin product and inventory tables. */
  productPageSize: 50,
  /** Largest page of the admin tables the API accepts. */
  maxProductPageSize: 100,
  /** Largest image one upload may hold; the presigned POST policy enforces it. */
  maxImageBytes: 5 * 1024 * 1024,
  /** How long a presigned upload stays usable. */
  imageUploadExpirySeconds: 300,
  /** Most images one product keeps. */
  maxImagesPerProduct: 20,
  /** Features one product keeps, and the longest one. */
  maxFeatures: 50,
  maxFeatureLength: 300,
  /** Specifications (name and value rows) one product keeps, and the longest name and value. */
  maxSpecifications: 100,
  maxSpecificationName: 100,
  maxSpecificationValue: 1000,
} as const;
