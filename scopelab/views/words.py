"""The words inside the views' figures, in the book's three languages (English, Korean, Chinese).

A figure's legends, notes, axis labels and titles are English unless the language is set: the
``SCOPELAB_LANG`` environment variable (``ko``, ``zh``; the build of the book's editions sets
it), else the folder the kernel runs in when it is named after a language: a notebook of
``notebooks/ko/`` runs there, so its figures speak Korean while its code cells are the English
chapter's. Names (of scopes, ops, variables) are code and never translated.

``say(text)`` looks the English text up, gettext-style: a title a code cell passes
(``draw_graph(title=...)``) is translated too when this table has it, else it stays as
written. A figure in Korean or Chinese needs a font with those characters: ``font_rc()`` names
the installed ones from ``CJK_FONTS`` as fallbacks after matplotlib's own font. With none
installed (``apt-get install fonts-noto-cjk``) the figures stay English rather than draw
empty boxes and warn.

A leaf module: it imports nothing of scopelab (matplotlib only inside ``font_rc``).
"""
import functools
import os
import pathlib
import unicodedata

# Fallback fonts per language, in the order asked: each family of Noto CJK (fonts-noto-cjk)
# comes in a Korean and a Simplified Chinese cut; the others are what other systems have.
CJK_FONTS = {
    "ko": ["Noto Sans CJK KR", "Noto Sans KR", "Source Han Sans KR", "NanumGothic",
           "UnDotum", "Apple SD Gothic Neo", "Malgun Gothic"],
    "zh": ["Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
           "WenQuanYi Zen Hei", "PingFang SC", "Microsoft YaHei"],
}

WORDS = {
    "ko": {
        # graph_drawing: the kinds of op, the edges, the title of a scope's drawing
        "variable": "변수",
        "state write": "상태 쓰기",
        "read": "읽기",
        "input": "입력",
        "constant / initial value": "상수 / 초깃값",
        "control flow": "제어 흐름",
        "math": "계산",
        "data": "데이터",
        "control": "제어",
        "outside the scope": "범위 밖의 연산",
        "scope %s": "범위 %s",
        # scope_drawing: what get_variable answered, the panels, the timeline
        "created": "생성",
        "reused": "재사용",
        "reused %dx": "재사용 %d번",
        "name scopes: %s": "이름 범위: %s",
        "no variable scopes yet": "변수 범위가 아직 없음",
        "no ops yet": "연산이 아직 없음",
        "variable scopes: where variables go": "변수 범위: 변수가 들어가는 곳",
        "name scopes: where ops go": "이름 범위: 연산이 들어가는 곳",
        "before": "전",
        "after": "후",
        "%s call %d": "%s %d번째 호출",
        "(creates)": "(생성)",
        "(reuses)": "(재사용)",
        "(top)": "(맨 위)",
        "get_variable answers in order,\nunder the op name scope in effect":
            "get_variable의 응답을 차례대로,\n그때 적용된 연산 이름 범위 아래에",
        # the titles the chapters' code cells give their figures
        "scale() called twice in model/: one variable, two name scopes":
            "model/ 안에서 scale()을 두 번 호출: 변수는 하나, 이름 범위는 둘",
        "The linear model with its initializer": "초기화 연산까지 포함한 선형 모델",
        "W.initialized_value(): a cond, not a control edge":
            "W.initialized_value(): 제어 간선이 아니라 cond",
        'tf.name_scope("ns") inside tf.variable_scope("vs")':
            'tf.variable_scope("vs") 안의 tf.name_scope("ns")',
        "the first call captures abc/fn": "첫 호출이 abc/fn을 붙잡는다",
        "Variable W: VariableV2, Assign, read; init waits":
            "변수 W: VariableV2, Assign, read; init은 기다린다",
        "two images, one conv1/weights": "이미지는 둘, conv1/weights는 하나",
        "scale_by_y called twice: one variable, ops in two name scopes":
            "scale_by_y를 두 번 호출: 변수는 하나, 연산은 두 이름 범위에",
        "AUTO_REUSE after a typo: two variables created":
            "오타 뒤의 AUTO_REUSE: 변수가 둘 생긴다",
        "make_template(fn) called in abc, then in def":
            "make_template(fn)을 abc에서, 다음엔 def에서 호출",
        "one variable, two uses: the gradients add up":
            "변수 하나를 두 곳에서 쓰면 그래디언트가 더해진다",
        "three time steps, one kernel": "타임 스텝은 셋, 커널은 하나",
        "inside the loop: the weights enter once": "루프 안: 가중치는 한 번만 들어온다",
        "make_template('dense', ...) called twice": "make_template('dense', ...)을 두 번 호출",
    },
    "zh": {
        "variable": "变量",
        "state write": "写入状态",
        "read": "读取",
        "input": "输入",
        "constant / initial value": "常量 / 初始值",
        "control flow": "控制流",
        "math": "计算",
        "data": "数据",
        "control": "控制",
        "outside the scope": "作用域之外的操作",
        "scope %s": "作用域 %s",
        "created": "创建",
        "reused": "重用",
        "reused %dx": "重用 %d 次",
        "name scopes: %s": "名称作用域：%s",
        "no variable scopes yet": "还没有变量作用域",
        "no ops yet": "还没有操作",
        "variable scopes: where variables go": "变量作用域：变量放在哪里",
        "name scopes: where ops go": "名称作用域：操作放在哪里",
        "before": "之前",
        "after": "之后",
        "%s call %d": "%s 第 %d 次调用",
        "(creates)": "（创建）",
        "(reuses)": "（重用）",
        "(top)": "（顶层）",
        "get_variable answers in order,\nunder the op name scope in effect":
            "get_variable 的每次应答，按先后排列，\n下方是当时所在的操作名称作用域",
        "scale() called twice in model/: one variable, two name scopes":
            "在 model/ 中调用两次 scale()：一个变量，两个名称作用域",
        "The linear model with its initializer": "线性模型及其初始化操作",
        "W.initialized_value(): a cond, not a control edge":
            "W.initialized_value()：是一个 cond，而不是控制边",
        'tf.name_scope("ns") inside tf.variable_scope("vs")':
            'tf.variable_scope("vs") 里面的 tf.name_scope("ns")',
        "the first call captures abc/fn": "第一次调用记住了 abc/fn",
        "Variable W: VariableV2, Assign, read; init waits":
            "变量 W：VariableV2、Assign、read；init 在等待",
        "two images, one conv1/weights": "两张图像，同一个 conv1/weights",
        "scale_by_y called twice: one variable, ops in two name scopes":
            "两次调用 scale_by_y：一个变量，操作分属两个名称作用域",
        "AUTO_REUSE after a typo: two variables created":
            "拼错名字之后的 AUTO_REUSE：创建了两个变量",
        "make_template(fn) called in abc, then in def":
            "make_template(fn) 先在 abc 中调用，再在 def 中调用",
        "one variable, two uses: the gradients add up": "一个变量用在两处：梯度相加",
        "three time steps, one kernel": "三个时间步，同一个 kernel",
        "inside the loop: the weights enter once": "循环内部：权重只进入一次",
        "make_template('dense', ...) called twice": "两次调用 make_template('dense', ...)",
    },
}


def _installed_fonts(language):
    from matplotlib import font_manager
    installed = {font.name for font in font_manager.fontManager.ttflist}
    return [name for name in CJK_FONTS[language] if name in installed]


def language():
    """The figures' language: "en", or a language of WORDS with a font installed for it."""
    asked = os.environ.get("SCOPELAB_LANG") or pathlib.Path.cwd().name
    if asked in WORDS and _installed_fonts(asked):
        return asked
    return "en"


def say(text):
    """``text`` in the figures' language (as written when the table does not have it)."""
    return WORDS.get(language(), {}).get(text, text)


def font_rc():
    """matplotlib settings for the figures' language: its CJK fonts after matplotlib's own
    font, as fallbacks a character at a time. Empty in English."""
    lang = language()
    if lang == "en":
        return {}
    from matplotlib import rcParams
    return {"font.family": [rcParams["font.sans-serif"][0]] + _installed_fonts(lang)}


def width(text):
    """The width of ``text`` in Latin characters: a Hangul or Han character counts two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def in_language(draw):
    """Decorates a drawing function: the texts it makes use ``font_rc()``'s fonts."""
    @functools.wraps(draw)
    def drawn(*args, **kwargs):
        from matplotlib import rc_context
        with rc_context(font_rc()):
            return draw(*args, **kwargs)
    return drawn
