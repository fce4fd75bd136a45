export const diningTypeDefs = /* GraphQL */ `
  type Query {
    "Spec 7, Restaurants: the community's restaurants."
    restaurants(communityId: ID!, first: Int = 50): [Restaurant!]!
    "Spec 7, Menus: the restaurant's menus available on some day of this week (today and the next six days, in the community's timezone)."
    menus(restaurantId: ID!, audiences: [MenuAudience!], first: Int = 50): [MenuSummary!]!
    "Spec 7, Menu: one menu with the dishes of a day (or of a week from that day); date defaults to today, kept within the availability window."
    menu(
      restaurantId: ID!
      menuId: ID!
      date: String
      timeframe: MenuTimeframe = Day
      audiences: [MenuAudience!]
      first: Int = 50
    ): Menu!
  }

  enum MenuAudience {
    Resident
    Family
  }

  enum MenuTimeframe {
    Day
    Week
  }

  type Restaurant {
    _id: ID!
    name: String!
    description: String
    communityId: ID!
  }

  type MenuAvailability {
    "First day, YYYY-MM-DD in the community's timezone."
    startDate: String!
    "Last day (included)."
    endDate: String!
  }

  type MenuSummary {
    _id: ID!
    name: String!
    restaurantId: ID!
    availability: MenuAvailability!
    audiences: [MenuAudience!]!
  }

  type Menu {
    _id: ID!
    name: String!
    restaurantId: ID!
    restaurantName: String!
    availability: MenuAvailability!
    audiences: [MenuAudience!]!
    "The day shown, YYYY-MM-DD."
    date: String!
    timeframe: MenuTimeframe!
    "The community's timezone, in which days are counted."
    timezone: Timezone!
    sections: [MenuSection!]!
  }

  type MenuSection {
    _id: ID!
    name: String!
    availableMenuItemsByCategory: [MenuItemCategory!]!
  }

  type MenuItemCategory {
    category: String!
    items: [MenuItem!]!
  }

  type MenuItem {
    _id: ID!
    name: String!
    description: String
    nutritionInfo: [NutritionInfo!]!
    attributes: [MenuItemAttribute!]!
  }

  type NutritionInfo {
    name: String!
    value: String!
  }

  "type is diet (e.g. Vegetarian, Gluten-free, Low sodium) or allergen (e.g. Milk, Wheat)."
  type MenuItemAttribute {
    type: String!
    value: String!
  }
`;
