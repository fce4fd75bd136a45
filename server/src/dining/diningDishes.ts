/** The demo kitchens' dishes: what a senior-living dining room really serves, with nutrition. */

export type Diet =
  | 'Vegetarian'
  | 'Vegan'
  | 'Gluten-free'
  | 'Low sodium'
  | 'Heart healthy'
  | 'Diabetic friendly';

export type Allergen =
  | 'Milk'
  | 'Eggs'
  | 'Wheat'
  | 'Soy'
  | 'Fish'
  | 'Shellfish'
  | 'Tree nuts'
  | 'Peanuts';

export interface Dish {
  name: string;
  description: string;
  /** calories, protein g, carbohydrates g, fat g, sodium mg, fiber g */
  nutrition: readonly [number, number, number, number, number, number];
  diets: readonly Diet[];
  allergens: readonly Allergen[];
}

const dish = (
  name: string,
  description: string,
  nutrition: Dish['nutrition'],
  diets: readonly Diet[] = [],
  allergens: readonly Allergen[] = [],
): Dish => ({ name, description, nutrition, diets, allergens });

export const HOT_BREAKFAST: readonly Dish[] = [
  dish(
    'Buttermilk Pancakes',
    'Three fluffy pancakes with warm maple syrup and whipped butter.',
    [520, 12, 84, 15, 780, 2],
    ['Vegetarian'],
    ['Milk', 'Eggs', 'Wheat'],
  ),
  dish(
    'Spinach and Feta Omelet',
    'Three-egg omelet folded with baby spinach and crumbled feta.',
    [390, 26, 6, 28, 610, 1],
    ['Vegetarian', 'Gluten-free'],
    ['Eggs', 'Milk'],
  ),
  dish(
    'Classic Eggs Benedict',
    'Poached eggs and Canadian bacon on an English muffin with hollandaise.',
    [610, 30, 34, 38, 1180, 2],
    [],
    ['Eggs', 'Milk', 'Wheat'],
  ),
  dish(
    'Cinnamon French Toast',
    'Thick-cut brioche dipped in cinnamon custard, with berries.',
    [540, 15, 72, 20, 520, 3],
    ['Vegetarian'],
    ['Eggs', 'Milk', 'Wheat'],
  ),
  dish(
    'Corned Beef Hash',
    'House-made hash with a poached egg on top.',
    [480, 24, 30, 29, 990, 3],
    ['Gluten-free'],
    ['Eggs'],
  ),
  dish(
    'Southwest Egg White Scramble',
    'Egg whites with peppers, onions and black beans, salsa on the side.',
    [210, 20, 18, 5, 130, 5],
    ['Vegetarian', 'Gluten-free', 'Low sodium', 'Heart healthy'],
    ['Eggs'],
  ),
  dish(
    'Belgian Waffle',
    'Crisp waffle with strawberries and a dusting of powdered sugar.',
    [470, 10, 70, 17, 560, 2],
    ['Vegetarian'],
    ['Eggs', 'Milk', 'Wheat'],
  ),
  dish(
    'Smoked Salmon Plate',
    'Smoked salmon, cream cheese, capers and red onion with a bagel.',
    [520, 29, 52, 21, 1320, 2],
    [],
    ['Fish', 'Milk', 'Wheat'],
  ),
];

export const LIGHT_BREAKFAST: readonly Dish[] = [
  dish(
    'Steel-Cut Oatmeal',
    'Slow-cooked oats with brown sugar, raisins and walnuts on the side.',
    [280, 8, 48, 7, 10, 7],
    ['Vegan', 'Low sodium', 'Heart healthy'],
    ['Tree nuts'],
  ),
  dish(
    'Greek Yogurt Parfait',
    'Honey Greek yogurt layered with granola and fresh berries.',
    [310, 17, 42, 8, 95, 4],
    ['Vegetarian', 'Low sodium'],
    ['Milk', 'Wheat'],
  ),
  dish(
    'Fresh Fruit Plate',
    'Melon, pineapple, grapes and berries, cut this morning.',
    [140, 2, 35, 0, 20, 4],
    ['Vegan', 'Gluten-free', 'Low sodium', 'Heart healthy', 'Diabetic friendly'],
  ),
  dish(
    'Cream of Wheat',
    'Warm and smooth, with a pat of butter and cinnamon.',
    [210, 6, 36, 5, 120, 1],
    ['Vegetarian', 'Low sodium'],
    ['Wheat', 'Milk'],
  ),
];

export const BREAKFAST_SIDES: readonly Dish[] = [
  dish('Applewood Bacon', 'Three crisp strips.', [130, 9, 0, 10, 410, 0], ['Gluten-free']),
  dish('Turkey Sausage Links', 'Two mild links.', [140, 12, 1, 9, 450, 0], ['Gluten-free']),
  dish(
    'Blueberry Muffin',
    'Baked this morning.',
    [380, 6, 54, 16, 330, 1],
    ['Vegetarian'],
    ['Eggs', 'Milk', 'Wheat'],
  ),
  dish(
    'Whole Wheat Toast',
    'Two slices with butter and jam.',
    [220, 8, 34, 6, 360, 5],
    ['Vegetarian'],
    ['Wheat', 'Milk'],
  ),
];

export const SOUPS_AND_SALADS: readonly Dish[] = [
  dish(
    'Chicken Noodle Soup',
    'Hearty broth with chicken, carrots, celery and egg noodles.',
    [180, 13, 19, 5, 890, 2],
    [],
    ['Wheat', 'Eggs'],
  ),
  dish(
    'Tomato Basil Bisque',
    'Creamy roasted-tomato soup finished with fresh basil.',
    [220, 5, 20, 13, 640, 3],
    ['Vegetarian', 'Gluten-free'],
    ['Milk'],
  ),
  dish(
    'Split Pea Soup',
    'Slow-simmered with carrots and a touch of smoked ham.',
    [240, 15, 34, 4, 720, 11],
    ['Gluten-free'],
  ),
  dish(
    'Low-Sodium Vegetable Soup',
    'Garden vegetables in a light herb broth, no added salt.',
    [110, 4, 21, 1, 95, 5],
    ['Vegan', 'Gluten-free', 'Low sodium', 'Heart healthy', 'Diabetic friendly'],
  ),
  dish(
    'New England Clam Chowder',
    'Clams, potatoes and cream, oyster crackers on the side.',
    [320, 12, 24, 19, 980, 1],
    [],
    ['Shellfish', 'Milk', 'Wheat'],
  ),
  dish(
    'Cobb Salad',
    'Romaine, chicken, bacon, egg, avocado, tomato and blue cheese.',
    [540, 38, 12, 39, 1020, 6],
    ['Gluten-free'],
    ['Eggs', 'Milk'],
  ),
  dish(
    'Spinach and Strawberry Salad',
    'Baby spinach, strawberries, candied pecans and poppy seed dressing.',
    [290, 5, 24, 20, 180, 4],
    ['Vegetarian', 'Gluten-free'],
    ['Tree nuts'],
  ),
  dish(
    'Caesar Salad',
    'Crisp romaine, parmesan and croutons with Caesar dressing.',
    [330, 9, 16, 26, 690, 3],
    ['Vegetarian'],
    ['Milk', 'Wheat', 'Eggs', 'Fish'],
  ),
];

export const LUNCH_ENTREES: readonly Dish[] = [
  dish(
    'Turkey Club Sandwich',
    'Roast turkey, bacon, lettuce and tomato on toasted sourdough.',
    [560, 36, 42, 27, 1340, 3],
    [],
    ['Wheat', 'Eggs'],
  ),
  dish(
    'Grilled Salmon',
    'Lemon-dill salmon fillet with rice pilaf.',
    [480, 36, 34, 20, 310, 1],
    ['Gluten-free', 'Heart healthy'],
    ['Fish'],
  ),
  dish(
    'Chicken Pot Pie',
    'Chicken and vegetables in a creamy sauce under a flaky crust.',
    [610, 27, 48, 34, 1050, 4],
    [],
    ['Milk', 'Wheat'],
  ),
  dish(
    'Vegetable Lasagna',
    'Layers of pasta, ricotta, spinach, zucchini and marinara.',
    [470, 22, 48, 20, 820, 6],
    ['Vegetarian'],
    ['Milk', 'Wheat', 'Eggs'],
  ),
  dish(
    'Tuna Melt',
    'Albacore tuna salad and cheddar on grilled rye.',
    [520, 31, 34, 29, 1090, 3],
    [],
    ['Fish', 'Milk', 'Wheat', 'Eggs'],
  ),
  dish(
    'Quiche Lorraine',
    'Bacon, Swiss cheese and onion in a buttery crust, side salad.',
    [540, 19, 28, 39, 760, 1],
    [],
    ['Eggs', 'Milk', 'Wheat'],
  ),
  dish(
    'Herb-Roasted Chicken Breast',
    'Boneless breast roasted with rosemary and thyme, no added salt.',
    [280, 42, 2, 11, 130, 0],
    ['Gluten-free', 'Low sodium', 'Heart healthy', 'Diabetic friendly'],
  ),
  dish(
    'Black Bean Burger',
    'House-made patty on a whole wheat bun with avocado.',
    [430, 17, 58, 15, 620, 13],
    ['Vegetarian'],
    ['Wheat', 'Soy'],
  ),
  dish(
    'Shrimp Scampi',
    'Shrimp in garlic butter and white wine over linguine.',
    [560, 30, 58, 22, 880, 3],
    [],
    ['Shellfish', 'Milk', 'Wheat'],
  ),
];

export const DINNER_STARTERS: readonly Dish[] = [
  dish(
    'French Onion Soup',
    'Caramelized onions in beef broth under melted Gruyère.',
    [350, 15, 30, 18, 1240, 2],
    [],
    ['Milk', 'Wheat'],
  ),
  dish(
    'Crab Cake',
    'Maryland-style lump crab cake with rémoulade.',
    [280, 15, 14, 18, 690, 1],
    [],
    ['Shellfish', 'Eggs', 'Wheat'],
  ),
  dish(
    'Roasted Beet Salad',
    'Beets, goat cheese and walnuts on greens with balsamic.',
    [240, 7, 18, 17, 210, 4],
    ['Vegetarian', 'Gluten-free'],
    ['Milk', 'Tree nuts'],
  ),
  dish(
    'Butternut Squash Soup',
    'Velvety roasted squash with a hint of nutmeg.',
    [170, 3, 28, 6, 120, 5],
    ['Vegan', 'Gluten-free', 'Low sodium', 'Heart healthy'],
  ),
  dish(
    'Shrimp Cocktail',
    'Chilled jumbo shrimp with cocktail sauce and lemon.',
    [150, 22, 9, 2, 720, 0],
    ['Gluten-free', 'Diabetic friendly'],
    ['Shellfish'],
  ),
  dish(
    'House Garden Salad',
    'Mixed greens, cucumber, tomato and carrot with your choice of dressing.',
    [90, 2, 12, 4, 85, 3],
    ['Vegan', 'Gluten-free', 'Low sodium', 'Heart healthy', 'Diabetic friendly'],
  ),
];

export const DINNER_ENTREES: readonly Dish[] = [
  dish(
    'Pot Roast',
    'Slow-braised beef with carrots, potatoes and pan gravy.',
    [620, 48, 32, 32, 940, 4],
    [],
    ['Wheat'],
  ),
  dish(
    'Baked Cod',
    'Cod with lemon, herbs and a light crumb topping.',
    [340, 34, 14, 15, 470, 1],
    ['Heart healthy'],
    ['Fish', 'Wheat', 'Milk'],
  ),
  dish(
    'Roast Turkey Dinner',
    'Sliced turkey breast, sage stuffing, gravy and cranberry relish.',
    [580, 44, 52, 19, 1160, 3],
    [],
    ['Wheat', 'Milk'],
  ),
  dish(
    'Eggplant Parmesan',
    'Breaded eggplant, marinara and mozzarella over spaghetti.',
    [620, 22, 70, 27, 980, 9],
    ['Vegetarian'],
    ['Milk', 'Wheat', 'Eggs'],
  ),
  dish(
    'Pork Tenderloin',
    'Roasted with an apple-cider glaze.',
    [390, 38, 18, 17, 420, 1],
    ['Gluten-free'],
  ),
  dish(
    'Beef Stroganoff',
    'Tender beef and mushrooms in sour cream sauce over egg noodles.',
    [640, 36, 50, 32, 890, 3],
    [],
    ['Milk', 'Wheat', 'Eggs'],
  ),
  dish(
    'Poached Salmon',
    'Salmon poached in court-bouillon with dill sauce, no added salt.',
    [360, 34, 3, 23, 120, 0],
    ['Gluten-free', 'Low sodium', 'Heart healthy', 'Diabetic friendly'],
    ['Fish', 'Milk'],
  ),
  dish(
    'Chicken Marsala',
    'Sautéed chicken breast with mushrooms in Marsala wine sauce.',
    [480, 40, 18, 24, 760, 1],
    [],
    ['Wheat', 'Milk'],
  ),
  dish(
    'Stuffed Bell Peppers',
    'Peppers filled with rice, lentils and tomatoes.',
    [330, 13, 56, 6, 380, 10],
    ['Vegan', 'Gluten-free', 'Heart healthy'],
  ),
  dish(
    'Meatloaf',
    'Home-style meatloaf with a tomato glaze.',
    [520, 32, 24, 32, 980, 1],
    [],
    ['Eggs', 'Wheat', 'Milk'],
  ),
];

export const SIDES: readonly Dish[] = [
  dish(
    'Mashed Potatoes',
    'Yukon Gold potatoes whipped with butter and cream.',
    [220, 4, 30, 10, 410, 3],
    ['Vegetarian', 'Gluten-free'],
    ['Milk'],
  ),
  dish(
    'Steamed Green Beans',
    'Tender green beans with a squeeze of lemon.',
    [40, 2, 8, 0, 10, 4],
    ['Vegan', 'Gluten-free', 'Low sodium', 'Heart healthy', 'Diabetic friendly'],
  ),
  dish(
    'Glazed Carrots',
    'Baby carrots in a light honey glaze.',
    [90, 1, 18, 2, 95, 3],
    ['Vegetarian', 'Gluten-free', 'Low sodium'],
  ),
  dish(
    'Wild Rice Pilaf',
    'Wild and brown rice with celery and herbs.',
    [180, 4, 36, 2, 290, 3],
    ['Vegan', 'Gluten-free'],
  ),
  dish(
    'Roasted Sweet Potatoes',
    'Cubes roasted with olive oil and cinnamon.',
    [150, 2, 27, 4, 60, 4],
    ['Vegan', 'Gluten-free', 'Low sodium', 'Heart healthy'],
  ),
  dish(
    'Macaroni and Cheese',
    'Baked elbow macaroni in a sharp cheddar sauce.',
    [390, 15, 40, 19, 720, 2],
    ['Vegetarian'],
    ['Milk', 'Wheat', 'Eggs'],
  ),
  dish(
    'Steamed Broccoli',
    'Fresh florets, lightly steamed.',
    [50, 4, 10, 0, 40, 5],
    ['Vegan', 'Gluten-free', 'Low sodium', 'Heart healthy', 'Diabetic friendly'],
  ),
];

export const DESSERTS: readonly Dish[] = [
  dish(
    'Apple Crisp',
    'Warm baked apples under an oat and cinnamon topping, vanilla ice cream.',
    [410, 4, 64, 16, 160, 4],
    ['Vegetarian'],
    ['Milk', 'Wheat'],
  ),
  dish(
    'Chocolate Layer Cake',
    'Rich chocolate cake with fudge frosting.',
    [480, 5, 62, 25, 390, 3],
    ['Vegetarian'],
    ['Milk', 'Eggs', 'Wheat', 'Soy'],
  ),
  dish(
    'Lemon Meringue Pie',
    'Tart lemon filling under toasted meringue.',
    [360, 4, 58, 13, 240, 1],
    ['Vegetarian'],
    ['Eggs', 'Milk', 'Wheat'],
  ),
  dish(
    'Rice Pudding',
    'Creamy rice pudding with cinnamon and raisins.',
    [250, 6, 44, 6, 130, 1],
    ['Vegetarian', 'Gluten-free', 'Low sodium'],
    ['Milk'],
  ),
  dish(
    'Sugar-Free Vanilla Pudding',
    'Smooth vanilla pudding made with no added sugar.',
    [90, 3, 13, 3, 200, 0],
    ['Vegetarian', 'Gluten-free', 'Diabetic friendly'],
    ['Milk'],
  ),
  dish(
    'Pecan Pie',
    'Classic Southern pecan pie with whipped cream.',
    [510, 6, 64, 27, 320, 3],
    ['Vegetarian'],
    ['Tree nuts', 'Eggs', 'Milk', 'Wheat'],
  ),
  dish(
    'Fresh Berry Cup',
    'Strawberries, blueberries and raspberries.',
    [70, 1, 17, 0, 0, 5],
    ['Vegan', 'Gluten-free', 'Low sodium', 'Heart healthy', 'Diabetic friendly'],
  ),
  dish(
    'Peanut Butter Cookie',
    'A big chewy peanut butter cookie.',
    [260, 6, 30, 14, 210, 1],
    ['Vegetarian'],
    ['Peanuts', 'Eggs', 'Milk', 'Wheat'],
  ),
];

/** Nutrition facts of a dish as the menu shows them. */
export function nutritionInfo(d: Dish): { name: string; value: string }[] {
  const [calories, protein, carbohydrates, fat, sodium, fiber] = d.nutrition;
  return [
    { name: 'Calories', value: String(calories) },
    { name: 'Protein', value: `${protein} g` },
    { name: 'Carbohydrates', value: `${carbohydrates} g` },
    { name: 'Fat', value: `${fat} g` },
    { name: 'Sodium', value: `${sodium} mg` },
    { name: 'Fiber', value: `${fiber} g` },
  ];
}

export function attributes(d: Dish): { type: string; value: string }[] {
  return [
    ...d.diets.map((value) => ({ type: 'diet', value })),
    ...d.allergens.map((value) => ({ type: 'allergen', value })),
  ];
}
