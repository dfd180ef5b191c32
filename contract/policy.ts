import * as v from 'valibot';
import { requiredText, sortOrder, visibility, type Stored } from './fields.ts';

export const policyInput = v.object({
  title: requiredText('Title', 200),
  content: requiredText('Content', 10000),
  isVisible: visibility,
  sortOrder,
});
export type PolicyInput = v.InferOutput<typeof policyInput>;
export type Policy = PolicyInput & Stored;
export type PublicPolicy = Pick<Policy, 'id' | 'title' | 'content'>;
