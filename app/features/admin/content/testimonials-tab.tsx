import { useEffect, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { Choices } from '#contract/choices.ts';
import { testimonialInput, type Testimonial, type TestimonialInput } from '#contract/testimonial.ts';
import { FormFields, SaveCancelActions } from '../ui/form-controls.tsx';
import { ConsentMark, NoConsentSwitch, SourceMark } from './testimonial-source.tsx';
import {
  Badge,
  ItemActions,
  ItemCard,
  EditDeleteButtons,
  ItemHead,
  ItemList,
  ItemMeta,
  ItemText,
  ItemTitle,
  FormPanel,
  ListState,
  Panel,
  PanelTitle,
  TabLayout,
} from '../ui/panels.tsx';
import { entityForm, VISIBLE_FIELD } from '../ui/entity-form.ts';
import type { CrudWords } from '../ui/use-crud-actions.ts';
import { useContentTab } from '../ui/use-content-tab.ts';
import { announceContentChanged } from '../ui/sample-content-facts.ts';
import { theme } from '#shared/theme.ts';

const WORDS: CrudWords = { noun: 'testimonial', title: 'Testimonial', listHeadingId: 'testimonial-list-title' };
const RATINGS: Choices<number> = [5, 4, 3, 2, 1].map((stars) => [stars, `${stars} Star${stars === 1 ? '' : 's'}`]);

const TESTIMONIAL_FORM = entityForm(testimonialInput, {
  clientName: { kind: 'text', label: 'Client Name' },
  rating: { kind: 'choice', label: 'Rating', choices: RATINGS },
  serviceType: {
    kind: 'text',
    label: 'Service Type',
    placeholder: 'e.g. Bridal Makeup',
    hint: 'Optional; shown under her name on the Testimonials page.',
    wide: true,
  },
  content: { kind: 'long-text', label: 'Testimonial Content' },
  isVisible: VISIBLE_FIELD,
});

const StarRow = styled.span`
  color: ${theme.colors.gold};
  letter-spacing: 0.1em;
  font-size: 1.05rem;
`;

export function Stars({ rating }: { rating: number }) {
  return (
    <StarRow role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span aria-hidden="true" style={{ opacity: 0.3 }}>
        {'★'.repeat(5 - rating)}
      </span>
    </StarRow>
  );
}

export function TestimonialsTab() {
  const { list, remove, form, submit, confirm, confirmDialog } = useContentTab<Testimonial, TestimonialInput>({
    routes: api.adminTestimonials,
    listNoun: 'testimonials',
    words: WORDS,
    entity: TESTIMONIAL_FORM,
  });
  // Her first own visible testimonial replaces the samples: the first-run banner stops naming them at once.
  useEffect(() => {
    if (list.status === 'ready') announceContentChanged();
  }, [list.items, list.status]);

  // One a bride wrote from her thank-you link is published only with her consent: its switch says why it is off.
  const editing = list.items.find((item) => item.id === form.editingId);
  const withoutConsent = editing?.source && !editing.consent;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const askDelete = async (item: Testimonial) => {
    const ok = await confirm({
      title: 'Delete testimonial?',
      description: `The testimonial from ${item.clientName} will be removed from the site. This cannot be undone.`,
    });
    if (ok && (await remove(item.id)) && form.editingId === item.id) form.reset();
  };

  return (
    <TabLayout>
      <FormPanel ref={form.formRef} as="form" onSubmit={onSubmit} aria-labelledby="testimonial-form-title">
        <PanelTitle id="testimonial-form-title">
          {form.editingId ? 'Edit Testimonial' : 'Add New Testimonial'}
        </PanelTitle>
        <FormFields
          entity={TESTIMONIAL_FORM}
          values={form.values}
          onChange={form.set}
          firstFieldRef={form.firstFieldRef}
          custom={withoutConsent ? { isVisible: <NoConsentSwitch /> } : undefined}
        />
        <SaveCancelActions
          editing={Boolean(form.editingId)}
          pending={form.pending}
          failure={form.failure}
          addLabel="Add Testimonial"
          updateLabel="Update Testimonial"
          onCancel={form.reset}
        />
      </FormPanel>

      <Panel aria-labelledby="testimonial-list-title">
        <PanelTitle id="testimonial-list-title" tabIndex={-1}>
          Testimonials ({list.items.length})
        </PanelTitle>
        <ListState list={list} empty="No testimonials yet. Add your first testimonial above." />
        <ItemList>
          {list.items.map((item) => (
            <ItemCard key={item.id} $highlight={form.editingId === item.id}>
              <ItemHead>
                <ItemTitle>{item.clientName}</ItemTitle>
                <Stars rating={item.rating} />
                {!item.isVisible && <Badge $tone="hidden">Hidden</Badge>}
              </ItemHead>
              {item.source && <SourceMark testimonial={item} />}
              {item.source && <ConsentMark testimonial={item} />}
              {item.serviceType && <ItemMeta>{item.serviceType}</ItemMeta>}
              <ItemText>{item.content}</ItemText>
              <ItemActions>
                <EditDeleteButtons
                  editLabel={`Edit testimonial from ${item.clientName}`}
                  deleteLabel={`Delete testimonial from ${item.clientName}`}
                  onEdit={() => form.edit(item)}
                  onDelete={() => void askDelete(item)}
                />
              </ItemActions>
            </ItemCard>
          ))}
        </ItemList>
      </Panel>
      {confirmDialog}
    </TabLayout>
  );
}
