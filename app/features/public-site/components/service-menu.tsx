import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { menuLines } from '#contract/site-settings.ts';
import { useSite } from '#shared/site-settings.tsx';

/** Dense: tighter spacing, for /services on a phone, where the whole list should fit in two screens. */
type Density = { $dense: boolean };

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
`;

/** The whole price list in four compact groups: on the home page, and first on /services on a phone. */
export function ServiceMenu({ dense = false }: { dense?: boolean }) {
  const site = useSite();
  return (
    <Grid $dense={dense}>
      {site.serviceGroups.map((group, groupIndex) => (
        <Group key={groupIndex} aria-labelledby={`menu-${groupIndex}`} $dense={dense}>
          <h3 id={`menu-${groupIndex}`}>{group.name}</h3>
          {group.note && <Note>{group.note}</Note>}
          <List $dense={dense}>
            {menuLines(group).map((line, lineIndex) => (
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
