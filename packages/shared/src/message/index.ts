/** study/me/message/count. */
export interface TMessageCount {
  count: number;
}
