/** Category items in the single table. */
import { categorySchema, type Category } from '../core/catalogue/category.js';
import { queryAll } from './dynamo-client.js';
import { keys } from './keys.js';

/** All categories in bar order (the index sort key starts with the sort order). */
export async function listCategories(): Promise<Category[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allCategories().gsi1pk },
  });
  return items.map((item) => categorySchema.parse(item));
}

/** Writes a category with its keys; used by the seed and, later, the admin area. */
export function toCategoryItem(category: Category): Record<string, unknown> {
  return {
    ...keys.category(category.id),
    ...keys.categoryList(category.sort_order, category.slug),
    entity: 'category',
    ...category,
  };
}
