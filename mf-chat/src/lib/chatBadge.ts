/** The store key of the chat button's unread count (the area's top-bar `badge`). */
export const CHAT_UNREAD_BADGE = 'chat.unread';
