import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-pasted-html.ts';

/**
 * What Word 2016 (Windows, Chinese locale) puts on the clipboard as text/html for a heading,
 * a paragraph with bold, italic and underlined runs in two fonts, a bulleted list of two
 * items, a numbered list of two items, an empty spacing paragraph, a picture kept on the
 * copier's disk and a link (shortened head; the body is as Word writes it).
 */
const WORD_CLIPBOARD = `<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40">

<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<meta name=Originator content="Microsoft Word 15">
<link rel=File-List
href="file:///C:/Users/li/AppData/Local/Temp/msohtmlclip1/01/clip_filelist.xml">
<!--[if gte mso 9]><xml>
 <o:OfficeDocumentSettings>
  <o:AllowPNG/>
 </o:OfficeDocumentSettings>
</xml><![endif]-->
<style>
<!--
 /* Font Definitions */
 @font-face
	{font-family:宋体;
	panose-1:2 1 6 0 3 1 1 1 1 1;}
p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-unhide:no;
	margin:0cm;
	font-size:10.5pt;
	font-family:等线;}
p.MsoListParagraph
	{mso-style-priority:34;
	text-indent:21.0pt;}
-->
</style>
</head>

<body lang=ZH-CN link="#0563C1" vlink="#954F72" style='tab-interval:21.0pt;
word-wrap:break-word;text-justify-trim:punctuation'>
<!--StartFragment-->

<h1><span lang=EN-US>Safety rules<o:p></o:p></span></h1>

<p class=MsoNormal><b><span lang=EN-US style='font-family:"Times New Roman",serif'>Lock</span></b><span
lang=EN-US> your screen, <i>always</i> and <u>everywhere</u>.<o:p></o:p></span></p>

<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:
Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-US>Badge on<o:p></o:p></span></p>

<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:
Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-US>Door closed<o:p></o:p></span></p>

<p class=MsoNormal><span lang=EN-US><o:p>&nbsp;</o:p></span></p>

<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
lang=EN-US style='mso-bidi-font-family:等线'><span style='mso-list:Ignore'>1.<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span
lang=EN-US>Report</span><span style='font-family:宋体'>上报</span><span lang=EN-US><o:p></o:p></span></p>

<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
lang=EN-US style='mso-bidi-font-family:等线'><span style='mso-list:Ignore'>2.<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span
lang=EN-US>Wait<o:p></o:p></span></p>

<p class=MsoNormal><span lang=EN-US><!--[if gte vml 1]><v:shape id="Picture_x0020_1"
 o:spid="_x0000_i1025" type="#_x0000_t75" style='width:100pt;height:50pt'>
 <v:imagedata src="file:///C:/Users/li/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"
  o:title=""/>
</v:shape><![endif]--><![if !vml]><img width=133 height=67
src="file:///C:/Users/li/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" v:shapes="Picture_x0020_1"><![endif]></span><font face="微软雅黑" color=red>字体</font><o:p></o:p></p>

<p class=MsoNormal><a href="https://example.com/rules"><span lang=EN-US style='color:#0563C1'>Rules</span></a><o:p></o:p></p>

<!--EndFragment-->
</body>

</html>`;

describe('cleanPastedHtml', () => {
  const cleaned = cleanPastedHtml(WORD_CLIPBOARD);

  it('drops what Word adds around the text', () => {
    expect(cleaned).not.toMatch(/mso|Mso/);
    expect(cleaned).not.toMatch(/\sclass=|\sstyle=|\slang=/);
    expect(cleaned).not.toMatch(/<o:p|<\/o:p|<v:|<w:|<xml|<style|<meta|<link|<font|<span/i);
    expect(cleaned).not.toMatch(/<!--|<!\[/);
    expect(cleaned).not.toMatch(/file:/);
    expect(cleaned).not.toMatch(/font-family|Times New Roman|宋体;/);
  });

  it('keeps the text, its formatting, the link and the lists', () => {
    expect(cleaned).toBe(
      [
        '<h1>Safety rules</h1>',
        '<p><b>Lock</b> your screen, <i>always</i> and <u>everywhere</u>.</p>',
        '<ul><li><p>Badge on</p></li><li><p>Door closed</p></li></ul>',
        '<ol><li><p>Report上报</p></li><li><p>Wait</p></li></ol>',
        '<p>字体</p>',
        '<p><a href="https://example.com/rules">Rules</a></p>',
      ].join(''),
    );
  });

  it('leaves HTML from elsewhere as it was, less presentational attributes', () => {
    expect(
      cleanPastedHtml(
        '<p style="color:red" class="x">A <strong>b</strong> <a href="/x" target="_blank">c</a></p>',
      ),
    ).toBe('<p>A <strong>b</strong> <a href="/x" target="_blank">c</a></p>');
    expect(cleanPastedHtml('<img src="https://h/p.png" width="20" alt="p"/>')).toBe(
      '<img src="https://h/p.png" alt="p"/>',
    );
  });
});
