import styled, { css } from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { menuLines, type ServiceGroup } from '#contract/site-settings.ts';
import { useSite } from '#shared/site-settings.tsx';

/**
 * Dense: for /services on a phone, where every service and its price should be read within two screens. Each
 * service gets its own line (a group priced alike is not said once: "Prom Makeup" is looked for by its name), on one
 * row: the name, then its minutes, then its price at the right edge.
 */
type Density = { $dense: boolean };

/** The lines of a group: one per service when dense, else a group priced alike said once (see menuLines). */
const linesOf = (group: ServiceGroup, dense: boolean) =>
  dense ? group.items.flatMap((item) => menuLines({ ...group, items: [item] })) : menuLines(group);

const Grid = styled.div<Density>`
  display: grid;
  gap: ${({ theme, $dense }) => ($dense ? theme.space.md : theme.space.lg)};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Group = styled.section<Density>`
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${({ theme, $dense }) => ($dense ? `${theme.space.md} ${theme.space.md} ${theme.space.sm}` : theme.space.lg)};
  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.xs};
  }
`;

const Note = styled.p`
  font-size: ${theme.fontSizes.xs};
  letter-spacing: ${theme.tracking.wide};
  text-transform: uppercase;
  color: ${theme.colors.roseDeep};
`;

const List = styled.dl<Density>`
  margin: ${({ theme, $dense }) => ($dense ? theme.space.sm : theme.space.md)} 0 0;
  div {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0 ${theme.space.md};
    padding: ${({ theme, $dense }) => ($dense ? '6px' : theme.space.sm)} 0;
    border-top: 1px dashed ${theme.colors.line};
  }
  dt {
    color: ${theme.colors.ink};
    font-weight: 500;
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
  dd + dd {
    grid-column: 1 / -1;
    text-align: left;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
  }
  .price {
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.roseDeep};
    font-weight: 600;
  }
  ${({ $dense }) =>
    $dense &&
    css`
      div {
        grid-template-columns: minmax(0, 1fr) auto minmax(3.4em, auto);
        align-items: baseline;
      }
      .price {
        grid-column: 3;
        grid-row: 1;
        line-height: 1.3;
        text-align: right;
      }
      dd + dd {
        grid-column: 2;
        grid-row: 1;
        text-align: right;
      }
    `}
`;

/** The whole price list in four compact groups: on the home page, and first on /services on a phone. */
export function ServiceMenu({ dense = false }: { dense?: boolean }) {
  const site = useSite();
  return (
    <Grid $dense={dense}>
      {site.serviceGroups.map((group, groupIndex) => (
        // Named for what it lists: on /services the sideways row of the same group is a region named by the group
        // alone, and two regions of one name are one place too many for a screen reader's list of them.
        <Group key={groupIndex} aria-label={`${group.name} prices`} $dense={dense}>
          <h3>{group.name}</h3>
          {group.note && <Note>{group.note}</Note>}
          <List $dense={dense}>
            {linesOf(group, dense).map((line, lineIndex) => (
              <div key={lineIndex}>
                <dt>{line.name}</dt>
                <dd className="price">{line.price}</dd>
                <dd>{line.duration}</dd>
              </div>
            ))}
          </List>
        </Group>
      ))}
    </Grid>
  );
}
