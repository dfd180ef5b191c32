import { describe, expect, it } from 'vitest';
import {
  GALLERY_CATEGORIES,
  GALLERY_CATEGORY_CHOICES,
  labelOf,
  MAIN_GOAL_CHOICES,
  VENDOR_CATEGORIES,
  VENDOR_CATEGORY_CHOICES,
} from '#contract/choices.ts';
import { faqInput } from '#contract/faq.ts';
import { galleryInput } from '#contract/gallery.ts';
import { testimonialInput } from '#contract/testimonial.ts';
import { vendorInput } from '#contract/vendor.ts';
import { weddingScheduleInput } from '#contract/wedding-schedule.ts';
import { entityForm, parseSortOrder, SORT_ORDER_FIELD, VISIBLE_FIELD } from './entity-form.ts';

const faqForm = entityForm(faqInput, {
  question: { kind: 'text', label: 'Question', wide: true },
  sortOrder: SORT_ORDER_FIELD,
  answer: { kind: 'long-text', label: 'Answer' },
  isVisible: VISIBLE_FIELD,
});

const testimonialForm = entityForm(testimonialInput, {
  clientName: { kind: 'text', label: 'Client Name' },
  rating: {
    kind: 'choice',
    label: 'Rating',
    choices: [
      [5, '5 Stars'],
      [1, '1 Star'],
    ],
  },
  serviceType: { kind: 'text', label: 'Service Type' },
  content: { kind: 'long-text', label: 'Testimonial Content' },
  isVisible: VISIBLE_FIELD,
});

describe('entityForm', () => {
  it('keeps the list order and takes limits and required messages from the contract', () => {
    expect(faqForm.fields.map((field) => field.key)).toEqual(['question', 'sortOrder', 'answer', 'isVisible']);
    expect(faqForm.field.question).toMatchObject({ maxLength: 500, requiredMessage: 'Question is required' });
    expect(faqForm.field.answer).toMatchObject({ maxLength: 5000, requiredMessage: 'Answer is required' });
    expect(faqForm.field.sortOrder.maxLength).toBeUndefined();
    expect(testimonialForm.field.serviceType).toMatchObject({ maxLength: 120, requiredMessage: undefined });

    const gallery = entityForm(galleryInput, {
      title: { kind: 'text', label: 'Title' },
      category: { kind: 'choice', label: 'Category', choices: GALLERY_CATEGORY_CHOICES },
      imageUrl: { kind: 'text', label: 'Image URL' },
      description: { kind: 'long-text', label: 'Description (optional)' },
      isVisible: VISIBLE_FIELD,
    });
    // The gallery's two client-side messages are the contract's.
    expect(gallery.field.title.requiredMessage).toBe('Please enter a title');
    expect(gallery.field.imageUrl).toMatchObject({
      maxLength: 1000,
      requiredMessage: 'Please upload an image or enter an image URL',
    });
    expect(gallery.blank.category).toBe('general');
  });

  it('starts blank forms from the contract defaults, else empty or the first choice', () => {
    expect(faqForm.blank).toEqual({ question: '', sortOrder: '0', answer: '', isVisible: true });
    expect(testimonialForm.blank).toEqual({
      clientName: '',
      rating: '5',
      serviceType: '',
      content: '',
      isVisible: true,
    });
    const vendor = entityForm(vendorInput, {
      name: { kind: 'text', label: 'Name' },
      category: { kind: 'choice', label: 'Category', choices: VENDOR_CATEGORY_CHOICES },
      website: { kind: 'text', label: 'Website' },
      socialUrl: { kind: 'text', label: 'Social Profile' },
      phone: { kind: 'text', label: 'Phone' },
      email: { kind: 'text', label: 'Email' },
      sortOrder: SORT_ORDER_FIELD,
      description: { kind: 'long-text', label: 'Description' },
      isVisible: VISIBLE_FIELD,
    });
    expect(vendor.blank.category).toBe(VENDOR_CATEGORIES[0]);
  });

  it('fills the form from a stored item and sends the contract body back', () => {
    const stored = { clientName: 'Anna', rating: 4, serviceType: 'Bridal', content: 'Lovely', isVisible: false };
    const values = testimonialForm.valuesOf(stored);
    expect(values).toEqual({ ...stored, rating: '4' });
    expect(testimonialForm.bodyOf(values)).toEqual(stored);

    // Sort orders as the spec reads them: whole numbers, blank or unreadable as 0.
    expect(faqForm.bodyOf({ question: 'Q', sortOrder: '', answer: 'A', isVisible: true }).sortOrder).toBe(0);
    expect(faqForm.bodyOf({ question: 'Q', sortOrder: '-5', answer: 'A', isVisible: true }).sortOrder).toBe(-5);
  });

  it('gives a date input the calendar date of an older full timestamp', () => {
    const schedule = entityForm(weddingScheduleInput, {
      clientName: { kind: 'text', label: 'Client Name' },
      pin: { kind: 'text', label: 'Wedding PIN', maxLength: 6 },
      weddingDate: { kind: 'text', label: 'Wedding Date', type: 'date' },
      startTime: { kind: 'text', label: 'Start Time' },
      venueName: { kind: 'text', label: 'Location' },
      contactPhone: { kind: 'text', label: 'Contact Phone' },
      venueAddress: { kind: 'text', label: 'Address' },
      manualTotal: { kind: 'text', label: 'Manual Total Override' },
      isActive: { kind: 'switch', label: 'Active Schedule' },
    });
    expect(schedule.field.pin.maxLength).toBe(6);
    expect(schedule.blank.isActive).toBe(true);
    const filled = schedule.valuesOf({
      clientName: 'Olivia',
      pin: '123456',
      weddingDate: '2026-09-12T00:00:00.000Z',
      startTime: '',
      venueName: '',
      venueAddress: '',
      contactPhone: '',
      manualTotal: '',
      isActive: true,
    });
    expect(filled.weddingDate).toBe('2026-09-12');
  });

  it('refuses, at type-check time, a list that leaves out a field of the schema or misdraws one', () => {
    // @ts-expect-error isVisible is in the schema and missing from the list
    entityForm(faqInput, {
      question: { kind: 'text', label: 'Question' },
      sortOrder: SORT_ORDER_FIELD,
      answer: { kind: 'long-text', label: 'Answer' },
    });
    entityForm(galleryInput, {
      title: { kind: 'text', label: 'Title' },
      // @ts-expect-error a fixed set of categories is a choice, not free text
      category: { kind: 'text', label: 'Category' },
      imageUrl: { kind: 'text', label: 'Image URL' },
      description: { kind: 'long-text', label: 'Description (optional)' },
      isVisible: VISIBLE_FIELD,
    });
  });
});

describe('labelled choices', () => {
  it('derive the values the schemas check from the labelled lists', () => {
    expect(GALLERY_CATEGORIES).toEqual(['general', 'bridal', 'special-events', 'photoshoot']);
    expect(VENDOR_CATEGORY_CHOICES.map(([value]) => value)).toEqual([...VENDOR_CATEGORIES]);
  });

  it('show the questionnaire’s words, and an unknown value as it is', () => {
    expect(labelOf(MAIN_GOAL_CHOICES, 'improve-for-clients')).toBe('Improve my skills for clients');
    expect(labelOf(GALLERY_CATEGORY_CHOICES, 'special-events')).toBe('Special Events');
    expect(labelOf(GALLERY_CATEGORY_CHOICES, 'retired-category')).toBe('retired-category');
  });
});

describe('parseSortOrder', () => {
  it('reads whole numbers and falls back to 0 for anything else, as the spec says', () => {
    expect(parseSortOrder('7')).toBe(7);
    expect(parseSortOrder('-3')).toBe(-3);
    expect(parseSortOrder('4.9')).toBe(4);
    expect(parseSortOrder('')).toBe(0);
    expect(parseSortOrder('first')).toBe(0);
  });
});
