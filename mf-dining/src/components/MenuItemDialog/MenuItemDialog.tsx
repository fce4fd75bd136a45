import { Button, Dialog, tokens, VisuallyHidden } from '@portal/shared';
import styled from 'styled-components';
import type { MenuItem } from '../../api/diningApi';
import { allergensOf, dietsOf } from '../../lib/menuContent';
import { AttributeIcon } from '../ItemAttributes/AttributeIcon';

const Heading = styled.h3`
  font-size: ${tokens.fontSizes.md};
  margin: ${tokens.space.md} 0 ${tokens.space.xs};
`;

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xxs};

  li {
    display: flex;
    align-items: center;
    gap: ${tokens.space.xs};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${tokens.space.xxs} 0;
    border-bottom: 1px solid ${tokens.colors.divider};
  }

  th {
    text-align: start;
    font-weight: ${tokens.fontWeights.regular};
  }

  td {
    text-align: end;
    font-weight: ${tokens.fontWeights.medium};
  }
`;

const Description = styled.p`
  margin: 0;
`;

export interface MenuItemDialogProps {
  item: MenuItem | null;
  onClose: () => void;
}

/** A dish's details: description, diets and allergens in words with icons, nutrition facts. */
export function MenuItemDialog({ item, onClose }: MenuItemDialogProps) {
  const diets = item ? dietsOf(item) : [];
  const allergens = item ? allergensOf(item) : [];
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={item?.name ?? ''}
      actions={<Button onClick={onClose}>Done</Button>}
    >
      {item && (
        <>
          {item.description && <Description>{item.description}</Description>}
          {diets.length > 0 && (
            <>
              <Heading>Suitable for</Heading>
              <Plain aria-label="Suitable for">
                {diets.map((diet) => (
                  <li key={diet}>
                    <AttributeIcon type="diet" value={diet} />
                    {diet}
                  </li>
                ))}
              </Plain>
            </>
          )}
          <Heading>Allergens</Heading>
          {allergens.length > 0 ? (
            <Plain aria-label="Allergens">
              {allergens.map((allergen) => (
                <li key={allergen}>
                  <AttributeIcon type="allergen" value={allergen} />
                  {`Contains ${allergen.toLowerCase()}`}
                </li>
              ))}
            </Plain>
          ) : (
            <Description>No common allergens listed. Ask the dining staff if unsure.</Description>
          )}
          <Heading>Nutrition</Heading>
          {item.nutritionInfo.length > 0 ? (
            <Table>
              <caption>
                <VisuallyHidden>Nutrition per serving</VisuallyHidden>
              </caption>
              <tbody>
                {item.nutritionInfo.map((fact) => (
                  <tr key={fact.name}>
                    <th scope="row">{fact.name}</th>
                    <td>{fact.value}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Description>Nutrition facts are not available for this dish.</Description>
          )}
        </>
      )}
    </Dialog>
  );
}
