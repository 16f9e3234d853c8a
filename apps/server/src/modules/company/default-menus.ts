/**
 * The product's menu entries, [code, zh_CN, zh_TW, en_US, url, labelId] in header order: every
 * new company starts with them all (the demo company's seed, an enterprise's registration).
 */
export const DEFAULT_MENUS: [string, string, string, string, string, number][] = [
  ['course', '课程中心', '課程中心', 'Courses', '/course/center', 0],
  ['knowledge', '知识库', '知識庫', 'Knowledge', '/knowledge', 0],
  ['plan', '培训计划', '培訓計劃', 'Programmes', '/project', 1],
  ['exam', '考试', '考試', 'Exams', '/mine/exam', 0],
  ['map', '学习地图', '學習地圖', 'Learning maps', '/map', 0],
  ['subject', '专题培训', '專題培訓', 'Subjects', '/subject', 0],
  ['newstaff', '新员工培训', '新員工培訓', 'New-staff training', '/newstaff', 0],
  ['face', '面授培训', '面授培訓', 'Face-to-face', '/train/index', 0],
  ['signup', '报名', '報名', 'Sign-up', '/signup', 0],
  ['live', '直播', '直播', 'Live', '/mine/live', 0],
  ['news', '新闻资讯', '新聞資訊', 'News', '/news', 1],
  ['lecturer', '讲师', '講師', 'Lecturers', '/lecturer', 0],
  ['community', '社区', '社區', 'Community', '/bbs', 2],
  ['shop', '积分商城', '積分商城', 'Points mall', '/shop', 0],
  ['center', '个人中心', '個人中心', 'My centre', '/mine', 0],
  ['audit', '审核中心', '審核中心', 'Audit centre', '/audit', 0],
];

/** A new company's menu rows: every default entry, in header order, for the whole company. */
export function defaultMenuRows(companyId: number) {
  return DEFAULT_MENUS.map(([menuCode, zh_CN, zh_TW, en_US, url, labelId], i) => ({
    companyId,
    websiteId: null,
    menuCode,
    menuName: zh_CN,
    langNames: { zh_CN, zh_TW, en_US },
    url,
    labelId,
    sort: (i + 1) * 10,
  }));
}
