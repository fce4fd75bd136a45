/**
 * The chat area's own words. The spec's messages (send failed, login failed, copied, upload
 * limits ...) come from the shared `strings`; these are the rest, written for people who read
 * best in plain, calm sentences.
 */
export const chatText = {
  someone: 'Someone',
  you: 'You',
  photo: 'Photo',
  file: 'File',
  noMessagesYet: 'No messages yet',
  tryAgain: 'Try again',
  loading: 'Loading your chats',

  // The chat list
  chatList: 'Your chats',
  newChat: 'New chat',
  startChat: 'Start a chat',
  noChatsTitle: 'No chats yet',
  noChatsMessage: 'Start a chat with someone in your community, or send a message to the staff.',
  hide: 'Hide',
  delete: 'Delete',
  cancel: 'Cancel',
  hideTitle: 'Hide this conversation?',
  hideBody: (name: string) =>
    `Your conversation with ${name} leaves your list until a new message arrives. Nothing is deleted.`,
  deleteTitle: 'Delete this conversation?',
  deleteBody: (name: string) =>
    `This removes your conversation with ${name} and all its messages, for both of you. It cannot be undone.`,
  hidden: (name: string) => `Your chat with ${name} is hidden.`,
  deleted: (name: string) => `Your chat with ${name} is deleted.`,

  // New chat
  searchPeople: 'Search people',
  searchHint: 'Type part of a name, or leave it empty to see everyone.',
  people: 'People you can chat with',
  messageStaff: 'Message the staff',
  staffHint: 'Questions or requests for the community team.',
  noOneFound: (text: string) => (text ? `No one matches “${text}”` : 'No one to chat with yet'),
  peopleFound: (count: number) => (count === 1 ? '1 person' : `${count} people`),
  opening: (name: string) => `Opening your chat with ${name}`,
  openingChat: 'Opening the chat',

  // A conversation
  messages: 'Messages',
  loadEarlier: 'Load earlier messages',
  earlierLoaded: (count: number) =>
    count === 1 ? '1 earlier message loaded.' : `${count} earlier messages loaded.`,
  newMessageFrom: (name: string, gist: string) => `New message from ${name}: ${gist}`,
  typing: (name: string) => `${name} is typing…`,
  copy: 'Copy',
  reactions: 'Reactions',
  react: 'React',
  closeReactions: 'Close',
  openImage: (title: string) => `${title} (open full size)`,
  notFoundTitle: 'This conversation is not available',
  backToChats: 'Back to your chats',
  noMessagesHere: (name: string) => `Say hello to ${name}.`,

  // The composer
  message: 'Message',
  messageHint: 'Press Enter to send, Shift and Enter for a new line.',
  attachFiles: 'Attach files',
  chosenFiles: 'Files to send',
  remove: (name: string) => `Remove ${name}`,
  send: 'Send',
  dropHere: 'Drop files here to attach them',
} as const;
