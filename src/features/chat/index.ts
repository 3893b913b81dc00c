export { ChatWidget, chatIsland } from './ChatWidget';
