import { List, ListRow, tokens } from '@portal/shared';
import styled from 'styled-components';
import type { MenuItem, MenuSection } from '../../api/diningApi';
import { sectionsWithItems } from '../../lib/menuContent';
import { ItemAttributes } from '../ItemAttributes/ItemAttributes';

const Section = styled.section`
  margin-bottom: ${tokens.space.xl};
`;

const SectionTitle = styled.h2`
  font-size: ${tokens.fontSizes.xl};
  margin: 0 0 ${tokens.space.sm};
`;

const CategoryTitle = styled.h3`
  font-size: ${tokens.fontSizes.lg};
  margin: ${tokens.space.md} 0 ${tokens.space.xs};
`;

const Description = styled.span`
  display: block;
`;

export interface MenuSectionsProps {
  sections: MenuSection[];
  onOpenItem: (item: MenuItem) => void;
}

/** The day's sections, each with its categories of dishes; a dish opens its details. */
export function MenuSections({ sections, onOpenItem }: MenuSectionsProps) {
  return (
    <>
      {sectionsWithItems(sections).map((section) => (
        <Section key={section._id} aria-labelledby={`section-${section._id}`}>
          <SectionTitle id={`section-${section._id}`}>{section.name}</SectionTitle>
          {section.availableMenuItemsByCategory
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <div key={group.category}>
                <CategoryTitle>{group.category}</CategoryTitle>
                <List label={`${section.name}: ${group.category}`}>
                  {group.items.map((item) => (
                    <ListRow
                      key={item._id}
                      title={item.name}
                      description={
                        <>
                          {item.description && <Description>{item.description}</Description>}
                          <ItemAttributes item={item} />
                        </>
                      }
                      onClick={() => onOpenItem(item)}
                    />
                  ))}
                </List>
              </div>
            ))}
        </Section>
      ))}
    </>
  );
}
