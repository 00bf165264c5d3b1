// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unseenInTests } from './unread-styles';

describe('the CSS rules emotion leaves out in tests', () => {
  it.each([
    ['@media (min-width:600px){.css-1{display:none;}}', true],
    ['@media screen and (min-width:600px){.css-1{display:none;}}', false],
    ['@keyframes animation-1{0%{opacity:0;}100%{opacity:1;}}', true],
    ['.css-1::before{content:"";display:block;}', true],
    ['.css-1::before,.css-1::after{box-sizing:inherit;}', true],
    ['.css-1,.css-1::before{display:none;}', false],
    ['.css-1{color:rgba(0, 0, 0, 0.87);background-color:#fff;}', true],
    ['.css-1:hover{text-decoration:none;background-color:rgba(0, 0, 0, 0.04);}', true],
    ['.css-1{margin:0;font-family:"Roboto","Helvetica",sans-serif;border-top-left-radius:4px;}', true],
    ['.css-1{color:red;display:none;}', false],
    ['.css-1{visibility:hidden;}', false],
    ['.css-1.Mui-disabled{pointer-events:none;cursor:default;}', false],
    ['.css-1{position:relative;}', false],
    ['.css-1{padding-right:8px;}', false],
    ['.css-1{border-bottom-width:1px;}', false],
    ['.css-1{border:0;}', false],
    ['.css-1{opacity:0;}', false],
    ['.css-1{--variant-textColor:#1976d2;}', false],
    ['.css-1{background-image:url("data:image/png;base64,AAAA");}', false],
  ])('%s: left out %s', (rule, left) => {
    expect(unseenInTests(rule)).toBe(left);
  });
});
