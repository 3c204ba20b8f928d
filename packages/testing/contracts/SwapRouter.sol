// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import "./SwapPair.sol";

interface IWrappedNative {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
    function transfer(address to, uint256 amount) external returns (bool);
}

/// @title SwapRouter
/// @notice Creates the devnet's SwapPairs and swaps exact inputs along a path of them, wrapping and
/// unwrapping the native coin at the ends. Quotes use the pools' reserves and the 0.3% fee.
contract SwapRouter {
    address public immutable wrappedNative;
    mapping(address => mapping(address => address)) public getPair;
    address[] public allPairs;

    event PairCreated(address indexed token0, address indexed token1, address pair);

    modifier beforeDeadline(uint256 deadline) {
        require(block.timestamp <= deadline, "SwapRouter: expired");
        _;
    }

    constructor(address wrapped) {
        wrappedNative = wrapped;
    }

    receive() external payable {
        // Only unwrapping sends the coin here.
        require(msg.sender == wrappedNative, "SwapRouter: unexpected coin");
    }

    function createPair(address tokenA, address tokenB) external returns (address pair) {
        require(getPair[tokenA][tokenB] == address(0), "SwapRouter: pair exists");
        SwapPair created = new SwapPair(tokenA, tokenB);
        pair = address(created);
        getPair[tokenA][tokenB] = pair;
        getPair[tokenB][tokenA] = pair;
        allPairs.push(pair);
        emit PairCreated(created.token0(), created.token1(), pair);
    }

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /// @notice Output for `amountIn` against these reserves, after the 0.3% input fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(amountIn > 0, "SwapRouter: zero input");
        require(reserveIn > 0 && reserveOut > 0, "SwapRouter: no liquidity");
        uint256 inAfterFee = amountIn * 997;
        return (inAfterFee * reserveOut) / (reserveIn * 1000 + inAfterFee);
    }

    function getAmountsOut(uint256 amountIn, address[] calldata path) public view returns (uint256[] memory amounts) {
        require(path.length >= 2, "SwapRouter: path too short");
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i + 1 < path.length; i++) {
            (uint256 reserveIn, uint256 reserveOut) = _reserves(path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external beforeDeadline(deadline) returns (uint256[] memory amounts) {
        amounts = _checkedAmounts(amountIn, amountOutMin, path);
        _pull(path[0], msg.sender, _pairOf(path[0], path[1]), amountIn);
        _swap(amounts, path, to);
    }

    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable beforeDeadline(deadline) returns (uint256[] memory amounts) {
        require(path[0] == wrappedNative, "SwapRouter: path must start with the wrapped coin");
        amounts = _checkedAmounts(msg.value, amountOutMin, path);
        IWrappedNative(wrappedNative).deposit{value: msg.value}();
        require(IWrappedNative(wrappedNative).transfer(_pairOf(path[0], path[1]), msg.value), "SwapRouter: wrap failed");
        _swap(amounts, path, to);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external beforeDeadline(deadline) returns (uint256[] memory amounts) {
        require(path[path.length - 1] == wrappedNative, "SwapRouter: path must end with the wrapped coin");
        amounts = _checkedAmounts(amountIn, amountOutMin, path);
        _pull(path[0], msg.sender, _pairOf(path[0], path[1]), amountIn);
        _swap(amounts, path, address(this));
        uint256 amountOut = amounts[amounts.length - 1];
        IWrappedNative(wrappedNative).withdraw(amountOut);
        (bool sent, ) = to.call{value: amountOut}("");
        require(sent, "SwapRouter: native transfer failed");
    }

    function _checkedAmounts(uint256 amountIn, uint256 amountOutMin, address[] calldata path)
        private
        view
        returns (uint256[] memory amounts)
    {
        amounts = getAmountsOut(amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "SwapRouter: output below minimum");
    }

    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        for (uint256 i = 0; i + 1 < path.length; i++) {
            SwapPair pair = SwapPair(_pairOf(path[i], path[i + 1]));
            uint256 out = amounts[i + 1];
            (uint256 out0, uint256 out1) = path[i] == pair.token0() ? (uint256(0), out) : (out, uint256(0));
            address receiver = i + 2 < path.length ? _pairOf(path[i + 1], path[i + 2]) : to;
            pair.swap(out0, out1, receiver);
        }
    }

    function _pairOf(address tokenA, address tokenB) private view returns (address pair) {
        pair = getPair[tokenA][tokenB];
        require(pair != address(0), "SwapRouter: no pair");
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256 reserveIn, uint256 reserveOut) {
        SwapPair pair = SwapPair(_pairOf(tokenIn, tokenOut));
        (uint256 reserve0, uint256 reserve1) = pair.getReserves();
        (reserveIn, reserveOut) = tokenIn == pair.token0() ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    function _pull(address token, address from, address to, uint256 amount) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SwapRouter: transferFrom failed");
    }
}
