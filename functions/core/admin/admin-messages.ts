/**
 * What the admin area says, plus the server's own messages for
 * rules of our own (duplicate SKU, stock below zero, an admin locking themselves out). Shared
 * by the handlers and the web admin so both say the same thing.
 */
export const adminMessages = {
  createProductFailed: 'Failed to create product',
  updateProductFailed: 'Failed to update product',
  deleteProductFailed: 'Failed to delete product',
  productDeleted: 'Product deleted successfully',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  deleteProductConfirm: 'Are you sure you want to delete this product?',
  uploadImagesFailed: 'Failed to upload images',
  imagesUploaded: (count: number) => `${count} image(s) uploaded successfully`,
  fetchProductsFailed: 'Failed to fetch products. Please check your permissions.',
  fetchInventoryFailed: 'Failed to fetch inventory data',
  updateStockFailed: 'Failed to update stock quantity',
  loadUsersFailed: 'Failed to load users',
  addRoleFailed: 'Could not add role',
  removeRoleFailed: 'Could not remove role',
  updateStatusFailed: 'Could not update status',
  sendResetFailed: 'Could not send reset email',
  resetEmailSent: 'Password reset email sent',
  removeRoleConfirm: (role: string, email: string) => `Remove the ${role} role from ${email}?`,

  // Server rules (409 / 404 / 400 answers).
  productNotFound: 'Product not found.',
  userNotFound: 'User not found.',
  duplicateSku: (sku: string) => `SKU ${sku} is already used by another product. Please choose another SKU.`,
  stockBelowZero: 'Stock cannot go below zero.',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin role.',
  superAdminOnlyRole: (role: string) => `Only a super admin can grant or remove the ${role} role.`,
  superAdminOnlyStatus: (role: string) =>
    `Only a super admin can deactivate or reactivate an account with the ${role} role.`,
  cannotDisableSelf: 'You cannot deactivate your own account.',
  nameRequired: 'Name is required.',
  skuRequired: 'SKU is required.',
  sellingPriceRequired: 'Selling price is required.',
  stockRequired: 'Stock quantity is required.',
  imageTypeOnly: 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.',
  imageTooLarge: (maxMegabytes: number) => `Images must be ${maxMegabytes} MB or smaller.`,
  uploadNotAnImage:
    'images: a file is not a JPEG, PNG, WebP, AVIF or GIF image. Please upload it again as one.',
  specificationNameRequired: 'Enter the name of this specification (or clear its value).',
  productTypeUnknown: 'must be one of the product types, or blank to read it from the name.',
  imageAddressInvalid:
    'must be an image uploaded here, a store image the importer copied, or an http(s) address',
  unsellable: (name: string) =>
    `${name} cannot be active without a selling price above 0. Enter its price, or leave it inactive.`,
  uploadMissing:
    'images: an uploaded image is no longer there (uploads are kept for a day). Please upload it again.',
} as const;
