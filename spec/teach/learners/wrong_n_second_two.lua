-- expect: wrong_n
-- n - 2 in the second call only
function hanoi(n, src, dst, tmp, mv)
  if n < 1 then
    return
  end
  hanoi(n - 1, src, tmp, dst, mv)
  mv(src, dst)
  hanoi(n - 2, tmp, dst, src, mv)
end
