"""The words of ``python -m scopelab`` (``__main__.py``) in English, Korean and Chinese.

The tour prints its code as it is (TF1 code, English comments) and TensorFlow's names as they
are; only its own sentences change language. ``language()`` picks one from the locale, as
programs do: the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set (``ko_KR.UTF-8``
gives Korean, ``zh_CN.UTF-8`` Chinese, anything else English); ``--lang`` overrides it.

A leaf: it imports nothing, and only the tour imports it.
"""
TEXT = {
    "en": {
        "description": "The Sharing Variables tutorial's image filter, built twice with shared "
                       "variables: prints its code, its four variables by scope, a check that "
                       "both filters compute the same, and the model's ops by name scope.",
        "epilog": "See also: python -m scopelab.coverage (what scopelab covers of TF1).",
        "lang": "the tour's language: en, ko or zh (default: from the locale, LC_ALL or LANG; "
                "English otherwise)",
        "program": "The program (scopelab/__main__.py), as TF1 code with "
                   "`import scopelab as tf`:\n",
        "variables": "The %d variables both filters share, by variable scope:",
        "outputs": "\nOutputs (shape %s):",
        "same": "  filter 1 and filter 2 on the same image agree:      %s",
        "different": "  filter 1 and filter 2 on different images agree:    %s",
        "ops": "\nThe graph's %d ops: %d belong to the %d variables (each variable, its "
               "initializer,\nAssign and read ops); the other %d, by name scope, with their "
               "inputs:",
        "top": "(top level)",
    },
    "ko": {
        "description": "Sharing Variables 튜토리얼의 이미지 필터를 변수를 공유하면서 두 번 "
                       "만듭니다. 코드, 범위별로 정리한 변수 네 개, 두 필터가 같은 값을 내는지 "
                       "확인한 결과, 이름 범위별로 모은 모델의 연산을 차례로 보여 줍니다.",
        "epilog": "함께 보기: python -m scopelab.coverage (scopelab이 TF1에서 무엇을 다루는지)",
        "lang": "안내에 쓸 언어: en, ko, zh (기본값은 로캘 LC_ALL이나 LANG을 따르고, 그 밖에는 "
                "영어)",
        "program": "아래가 이 프로그램(scopelab/__main__.py)입니다. "
                   "`import scopelab as tf`로 쓴 TF1 코드 그대로입니다.\n",
        "variables": "두 필터가 함께 쓰는 변수 %d개를 변수 범위별로 보면:",
        "outputs": "\n출력 (shape %s):",
        "same": "  같은 이미지를 넣었을 때 필터 1과 필터 2의 출력이 같은가:  %s",
        "different": "  다른 이미지를 넣었을 때 필터 1과 필터 2의 출력이 같은가:  %s",
        "ops": "\n그래프에는 연산이 %d개 있고, 그중 %d개는 변수 %d개에 딸린 것입니다\n"
               "(변수 자신, 초기화 연산, Assign과 read 연산). 나머지 %d개를 이름 범위별로, "
               "입력과 함께 적으면:",
        "top": "(맨 위)",
    },
    "zh": {
        "description": "Sharing Variables 教程里的图像过滤器，共享变量，构建两次：依次打印它的"
                       "代码、按作用域排列的四个变量、两个过滤器是否算出相同结果的检查，以及按"
                       "名称作用域分组的模型操作。",
        "epilog": "另见：python -m scopelab.coverage（scopelab 覆盖了 TF1 的哪些部分）",
        "lang": "导览使用的语言：en、ko 或 zh（默认跟随区域设置 LC_ALL 或 LANG，其余情况用英文）",
        "program": "下面就是这个程序（scopelab/__main__.py），"
                   "用 `import scopelab as tf` 写成的 TF1 代码：\n",
        "variables": "两个过滤器共享的 %d 个变量，按变量作用域列出：",
        "outputs": "\n输出（形状 %s）：",
        "same": "  输入同一张图像时，过滤器 1 和过滤器 2 的输出相同：  %s",
        "different": "  输入不同的图像时，过滤器 1 和过滤器 2 的输出相同：  %s",
        "ops": "\n计算图里共有 %d 个操作，其中 %d 个属于那 %d 个变量（变量本身、它的初始化操作、\n"
               "Assign 和 read 操作）；其余 %d 个按名称作用域列出，并附上各自的输入：",
        "top": "（顶层）",
    },
}


def language(environ):
    """The tour's language for an environment's locale settings (a dict like os.environ)."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(name):
            code = environ[name].split(".")[0].split("_")[0].lower()
            return code if code in TEXT else "en"
    return "en"
