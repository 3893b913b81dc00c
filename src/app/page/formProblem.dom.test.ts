import { afterEach, describe, expect, it } from 'vitest';
import { showFormProblems } from './formProblem';

const page = '<ul data-form-problems=""></ul><a href="/contact" data-form-back="">Back to the form</a>';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the form-problem page sent from an API apart from the site', () => {
  it('lists the problems of its query as text and points its link at the form', () => {
    document.body.innerHTML = page;
    window.history.replaceState(null, '', '/form-not-sent?problem=Email%3A+Enter+a+valid+email&problem=%3Cimg+src%3Dx%3E&back=%2Fconsultation');
    showFormProblems();
    expect([...document.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Email: Enter a valid email', '<img src=x>']);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/consultation');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'keeps its own link for a back address off the site (%s)',
    (back) => {
      document.body.innerHTML = page;
      window.history.replaceState(null, '', `/form-not-sent?back=${encodeURIComponent(back)}`);
      showFormProblems();
      expect(document.querySelector('a')?.getAttribute('href')).toBe('/contact');
    },
  );
});
