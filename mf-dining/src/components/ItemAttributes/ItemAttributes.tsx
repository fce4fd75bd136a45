import { tokens } from '@portal/shared';
import styled from 'styled-components';
import type { MenuItem } from '../../api/diningApi';
import { allergensOf, dietsOf } from '../../lib/menuContent';
import { AttributeIcon } from './AttributeIcon';

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
  margin-top: ${tokens.space.xxs};
`;

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xxs};
  padding: 0 ${tokens.space.xs};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.sm};
`;

const Contains = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xxs};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.sm};
`;

/** A dish's diets as icon and word, and its allergens in words ("Contains: Milk, Eggs"). */
export function ItemAttributes({ item }: { item: MenuItem }) {
  const diets = dietsOf(item);
  const allergens = allergensOf(item);
  if (diets.length === 0 && allergens.length === 0) return null;
  return (
    <Tags>
      {diets.map((diet) => (
        <Tag key={diet}>
          <AttributeIcon type="diet" value={diet} />
          {diet}
        </Tag>
      ))}
      {allergens.length > 0 && (
        <Contains>
          <AttributeIcon type="allergen" value="" />
          {`Contains: ${allergens.join(', ')}`}
        </Contains>
      )}
    </Tags>
  );
}
