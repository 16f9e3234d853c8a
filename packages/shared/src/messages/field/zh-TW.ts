import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `field.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'field.notFound': '欄位不存在',
  'field.key': '欄位標識須以字母開頭，只能包含字母、數字和底線，最多 32 個字元',
  'field.keyTaken': '欄位標識已存在',
  'field.keyFixed': '欄位標識建立後不能修改',
  'field.builtInType': '內建欄位的類型不能修改',
  'field.optionsRequired': '請至少新增一個選項',
  'field.noOptions': '該欄位不使用選項',
  'field.optionKey': '選項標識只能包含字母、數字、底線和連字號，最多 32 個字元',
  'field.optionKeyTaken': '選項標識重複：{{key}}',
  'field.optionChildren': '只有樹狀欄位的選項可以有下級',
  'field.optionDepth': '選項最多 {{max}} 級',
  'field.optionCount': '選項最多 {{max}} 個',
  'field.sexOptions': '性別選項的標識只能是 1（男）和 2（女）',
} satisfies Translation<typeof zhCN>;
