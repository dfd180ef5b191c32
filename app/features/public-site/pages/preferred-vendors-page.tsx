import styled from 'styled-components';
import { VENDOR_CATEGORIES } from '#contract/choices.ts';
import { telHref } from '#contract/phone.ts';
import type { PublicVendor } from '#contract/vendor.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Container, Section } from '#shared/ui/layout.tsx';
import { PageHeader, StatusLine } from '../components/page-header.tsx';
import { VENDORS_HERO } from '../data/artwork.ts';
import { usePublicList } from '../data/public-data.tsx';

/** Groups in the category list's order (the public page's six come first), keeping the owner's order inside each. */
export function groupVendors(vendors: readonly PublicVendor[]) {
  const order = (category: string) => {
    const index = (VENDOR_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? VENDOR_CATEGORIES.length : index;
  };
  const groups = new Map<string, PublicVendor[]>();
  for (const vendor of vendors) groups.set(vendor.category, [...(groups.get(vendor.category) ?? []), vendor]);
  return [...groups.entries()].sort(([a], [b]) => order(a) - order(b));
}

const Intro = styled.div`
  max-width: ${theme.layout.narrow};
  margin: 0 auto ${theme.space.xl};
  text-align: center;
  font-size: ${theme.fontSizes.lg};
`;

const Group = styled.section`
  & + & {
    margin-top: ${theme.space.xxl};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.space.md};
    font-size: ${theme.fontSizes.xl};
    &::after {
      content: '';
      flex: 1;
      height: 1px;
      background: ${theme.colors.line};
    }
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const VendorCard = styled.li`
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.lg};
  display: flex;
  flex-direction: column;
  h3 {
    font-size: 1.45rem;
    margin-bottom: ${theme.space.sm};
  }
  p {
    font-size: ${theme.fontSizes.sm};
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: auto 0 0;
  a {
    display: inline-block;
    padding: 6px 0;
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    text-underline-offset: 3px;
  }
`;

export function PreferredVendorsPage() {
  const site = useSite();
  const vendors = usePublicList('vendors');
  return (
    <>
      <PageHeader
        eyebrow="Trusted friends"
        title="Preferred Vendors"
        lead="The wedding and event professionals I love working beside."
        image={VENDORS_HERO}
      />
      <Section>
        <Container>
          <Intro>
            <p>
              A beautiful day takes a team. These are photographers, stylists, artists, planners and creators across{' '}
              {site.serviceArea} whose work and kindness I trust. Tell them I sent you!
            </p>
          </Intro>
          {vendors.status === 'loading' && <StatusLine role="status">Loading vendors...</StatusLine>}
          {vendors.status === 'failed' && (
            <StatusLine role="status">
              The vendor directory could not be loaded right now. Please refresh the page to try again.
            </StatusLine>
          )}
          {vendors.status === 'loaded' && vendors.items.length === 0 && (
            <StatusLine>The vendor directory is being updated. Text me for recommendations in the meantime.</StatusLine>
          )}
          {vendors.status === 'loaded' &&
            groupVendors(vendors.items).map(([category, list]) => (
              <Group key={category} aria-labelledby={`vendors-${category.replace(/\W+/g, '-')}`}>
                <h2 id={`vendors-${category.replace(/\W+/g, '-')}`}>{category}</h2>
                <Cards>
                  {list.map((vendor) => (
                    <VendorCard key={vendor.id}>
                      <h3>{vendor.name}</h3>
                      {vendor.description && <p>{vendor.description}</p>}
                      <Links>
                        {vendor.socialUrl && (
                          <a href={vendor.socialUrl} target="_blank" rel="noopener noreferrer">
                            Social profile
                            <span className="visually-hidden"> of {vendor.name} (opens in a new tab)</span>
                          </a>
                        )}
                        {vendor.website && (
                          <a href={vendor.website} target="_blank" rel="noopener noreferrer">
                            Website<span className="visually-hidden"> of {vendor.name} (opens in a new tab)</span>
                          </a>
                        )}
                        {vendor.phone && (
                          <a href={telHref(vendor.phone)}>
                            <span className="visually-hidden">Call {vendor.name} at </span>
                            {vendor.phone}
                          </a>
                        )}
                        {vendor.email && (
                          <a href={`mailto:${vendor.email}`}>
                            <span className="visually-hidden">E-mail {vendor.name}: </span>
                            E-mail
                          </a>
                        )}
                      </Links>
                    </VendorCard>
                  ))}
                </Cards>
              </Group>
            ))}
        </Container>
      </Section>
    </>
  );
}
