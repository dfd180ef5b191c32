import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { Testimonial, TestimonialInput } from '../../../../contract/testimonial.ts';
import {
  FieldGrid,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  SaveCancelActions,
} from '../components/form-controls.tsx';
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
} from '../components/panels.tsx';
import type { CrudWords } from '../hooks/use-crud-actions.ts';
import { useContentTab } from '../hooks/use-content-tab.ts';

const PATH = '/api/admin/testimonials';
const WORDS: CrudWords = { noun: 'testimonial', title: 'Testimonial', listHeadingId: 'testimonial-list-title' };
const BLANK = { clientName: '', rating: '5', content: '', serviceType: '', isVisible: true };
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} Star${stars === 1 ? '' : 's'}`,
}));

const StarRow = styled.span`
  color: ${({ theme }) => theme.colors.gold};
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
  const { list, save, remove, form, confirm, confirmDialog } = useContentTab<
    Testimonial,
    TestimonialInput,
    typeof BLANK
  >({
    path: PATH,
    listNoun: 'testimonials',
    words: WORDS,
    blank: BLANK,
  });
  const { values, set } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submitWith(() =>
      save(
        {
          clientName: values.clientName,
          rating: Number(values.rating),
          content: values.content,
          serviceType: values.serviceType,
          isVisible: values.isVisible,
        },
        form.editingId ?? undefined,
      ),
    );
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
      <FormPanel ref={form.formRef} as="form" onSubmit={submit} aria-labelledby="testimonial-form-title">
        <PanelTitle id="testimonial-form-title">
          {form.editingId ? 'Edit Testimonial' : 'Add New Testimonial'}
        </PanelTitle>
        <FieldGrid>
          <TextField
            ref={form.firstFieldRef}
            label="Client Name"
            value={values.clientName}
            onChange={(v) => set('clientName', v)}
          />
          <SelectField
            label="Rating"
            value={values.rating}
            onChange={(v) => set('rating', v)}
            options={RATING_OPTIONS}
          />
          <TextField
            label="Service Type"
            value={values.serviceType}
            onChange={(v) => set('serviceType', v)}
            placeholder="e.g. Bridal Makeup"
            hint="Optional; shown under her name on the Testimonials page."
            wide
          />
          <TextAreaField label="Testimonial Content" value={values.content} onChange={(v) => set('content', v)} />
        </FieldGrid>
        <SwitchField label="Visible on website" checked={values.isVisible} onChange={(v) => set('isVisible', v)} />
        <SaveCancelActions
          editing={Boolean(form.editingId)}
          pending={form.pending}
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
              {item.serviceType && <ItemMeta>{item.serviceType}</ItemMeta>}
              <ItemText>{item.content}</ItemText>
              <ItemActions>
                <EditDeleteButtons
                  editLabel={`Edit testimonial from ${item.clientName}`}
                  deleteLabel={`Delete testimonial from ${item.clientName}`}
                  onEdit={() =>
                    form.edit(item.id, {
                      clientName: item.clientName,
                      rating: String(item.rating),
                      content: item.content,
                      serviceType: item.serviceType ?? '',
                      isVisible: item.isVisible,
                    })
                  }
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
